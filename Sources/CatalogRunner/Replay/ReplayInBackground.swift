import CatalogStorage
import Dispatch
import Foundation

/// A `StoredReplay.run` started on a background thread, its outcomes waited for later: `check`
/// replays one chunk of scenarios on every core while the calling thread prepares the next chunk
/// and takes in the previous one.
///
/// For example:
/// ```swift
/// let replaying = ReplayInBackground(jobs, catalog: catalog, progress: nil)
/// prepareTheNextChunk()
/// let outcomes = replaying.outcomes()
/// ```
final class ReplayInBackground: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  /// Read by the background thread before it signals `done`, emptied by `outcomes()` after.
  private var jobs: [StoredReplay.Job]
  /// Written once by the background thread before it signals `done`.
  private var result: [ReplayOutcome] = []

  init(_ jobs: [StoredReplay.Job], catalog: CatalogDatabase?, progress: StoredReplay.Progress?) {
    self.jobs = jobs
    // The closure reaches the jobs through `self` rather than holding them: whichever thread
    // lets go of them last frees the scenarios' compiled forms, which the calling thread
    // allocated, and glibc's allocator locks a block's arena to free it, so freeing them here
    // made the calling thread wait for its own arena.
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      result = StoredReplay.run(self.jobs, catalog: catalog, progress: progress)
      done.signal()
    }
  }

  /// The outcomes, in the jobs' order, once the replay has finished.
  func outcomes() -> [ReplayOutcome] {
    done.wait()
    jobs = []
    return result
  }
}
