import CatalogModel

/// The world of one run: the controller hierarchy, live presentations and transitions, virtual
/// time and the run loop. Rules live in extensions under `Rules/`, one file per concept.
///
/// The run loop model (rule 0.4, Docs/scenario-format.md, "Timing of steps"): a step runs in a turn; work UIKit
/// defers runs in the next turn at the same virtual time; when nothing is deferred, time jumps to
/// the next timer (an animation's end, a gesture frame, an `at:` step); when nothing is pending at
/// all the world has settled and the next step starts, in a new turn.
///
/// Performance notes (issues 25 and 29): the small non-mutating helpers the rules call on every
/// event (`visibleTree(_:)`, `isBusy(_:)`, …) are `@inline(__always)`: called out of line from a
/// mutating rule, each call copied the whole replay (about 800 bytes) to pass it. Rules read the
/// fields of a record in place rather than copying the record, whose arrays a copy retains.
struct Replay {
  let scenario: Scenario
  let profile: EngineProfile
  var rules: ProfileRules { profile.rules }

  var recorder = Recorder()
  var names = NameBook()
  var controllers: [ControllerState] = []
  /// Whether each transitioning delegate object is still alive (rule 1.3).
  var delegateAlive: [Bool] = []
  var presentations: [PresentationRecord] = []
  var transitions: [TransitionRecord] = []
  var horizontalSizeClass: SizeClass
  var verticalSizeClass: SizeClass
  var scheduler = Scheduler()
  /// Set once UIKit raises: the run stops with the exception as its last event.
  var stopped = false
  /// The behaviour rule being applied: each rule's entry point sets it with `enter(_:)` and puts
  /// the caller's back when it returns.
  var rule = BehaviourRule.unattributed
  /// Who watches the replay from outside its rules (`catalog explain`, the invariant checks);
  /// nil for an ordinary replay, which then records nothing beside the timeline.
  var observer: (any ReplayObserver)?
  /// The presentation the current rule's work concerns, when it is known (set by the rules of
  /// presentations and dismissals, put back with the rule).
  var focus: PresentationIndex?
  /// The step whose work is being done.
  var currentStep: Int?
  /// The next step that has not started.
  var nextStep = 0
  /// The gesture step currently running, so delegates vend interaction controllers only then (rule 6.6).
  var activeGesture: StepAction?
  /// The coordinator of the environment change in progress (rules 14.1–14.5), if one is.
  var environmentCoordinator: Value?
  /// A `during:` step waiting for its callback (rule 15.1): the step, and the event that fires it.
  var armedStep: (index: Int, receiver: Name, member: Member)?
  /// Presentations and dismissals requested while a transition was in flight (Appendix A item 7,
  /// rule 15.2); they run, in order, when it finishes.
  var queuedRequests: [QueuedRequest] = []
  /// Per navigation controller: the controller its view shows, its transitions and the requests
  /// waiting for them (rule book section 18).
  var navigations: [Int: NavigationState] = [:]
  /// The transitions inside `completeTransition(_:)`, innermost last (rule 15.2): requests made
  /// from their completion callbacks wait for them instead of meeting E3/E4.
  var completing: [TransitionIndex] = []
  /// The `animated` flag of the app's open `beginAppearanceTransition(_:animated:)` per controller.
  var appAppearanceAnimated: [Int: Bool] = [:]
  /// Controllers whose view entered the window since the end of the last piece of work, in the
  /// order they entered; `catchUpPendingTraits()` goes through them (rule 14.4).
  var pendingTraits: [Int] = []
  /// The timeline value of each combination of traits met so far, by `TraitValues.slot`
  /// (`value(of:)`).
  var traitValues = [Value?](repeating: nil, count: TraitValues.combinations)
  /// Authoring warnings found while replaying (rule 15.6): never part of the timeline.
  var warnings: [ScenarioDiagnostic] = []
  /// The step that started last (from 0): where a timeline that passes the event limit is cut.
  var latestStep = 0
  /// Set when the timeline reached `ScenarioLimits.timelineEvents` and the replay stopped.
  var eventLimitExceeded: EventLimitExceeded?
  /// Controllers whose `presentationController` the app read before presenting them: the style
  /// the cached default presentation controller was made for (rule 15.4).
  var cachedPresentationControllers: [Int: PresentationStyle] = [:]
  /// Rule 19.10: the adaptive delegate's `willPresentWithAdaptiveStyle` of the presentation being
  /// requested, sent at the end of its phase A.
  var pendingWillPresent: (presentation: PresentationIndex, pc: Name, style: PresentationStyle)?
  /// Rule 20.2: the window's size, and the interface's and the device's orientations.
  var windowWidth: Double
  var windowHeight: Double
  var interfaceOrientation: InterfaceOrientation
  var deviceOrientation: InterfaceOrientation
  /// Rule 20.5: the dismissals of alerts whose tapped action's handler runs when they end, by
  /// transition, with the alert.
  var alertActionHandlers: [TransitionIndex: Int] = [:]

  init(scenario: Scenario, profile: EngineProfile) {
    self.scenario = scenario
    self.profile = profile
    horizontalSizeClass = scenario.device.horizontalSizeClass
    verticalSizeClass = scenario.device.verticalSizeClass
    windowWidth = scenario.device.width
    windowHeight = scenario.device.height
    interfaceOrientation = scenario.device.width > scenario.device.height ? .landscapeRight : .portrait
    deviceOrientation = interfaceOrientation
    // Room for the events of a typical step or so each, bounded: growing the array by doubling
    // moved every event again and again.
    recorder.timeline.events.reserveCapacity(min(scenario.steps.count * 12 + 32, 4096))
    controllers.reserveCapacity(scenario.controllers.count)
    names.reserveControllers(scenario.controllers.count)
    // Each controller's name, and a few of the objects named after it (`pc:D`, `animator:D`, …).
    recorder.timeline.names.reserveCapacity(scenario.controllers.count * 3 + 8)
    for spec in scenario.controllers {
      controllers.append(ControllerState(spec: spec))
      names.addController(spec.id, recorder: &recorder)
    }
    for (index, controller) in controllers.enumerated() {
      for child in controller.children { controllers[child].parent = index }
    }
    names.transitioningDelegates = scenario.transitioningDelegates.map { recorder.intern($0.id) }
    names.adaptiveDelegates = scenario.adaptiveDelegates.map { recorder.intern($0.id) }
    names.navigationDelegates = scenario.navigationDelegates.map { recorder.intern($0.id) }
    names.tabBarDelegates = scenario.tabBarDelegates.map { recorder.intern($0.id) }
    delegateAlive = Array(repeating: true, count: scenario.transitioningDelegates.count)
  }

  // MARK: - The run loop

  /// Replays every step and returns the timeline (authoring warnings are in `warnings`).
  mutating func run() -> Timeline {
    // Rule 20.1: a scenario that starts with `launch` starts with nothing on screen.
    if !startsWithLaunch { putWindowOnScreen() }
    recorder.turn = -1
    if !scenario.steps.isEmpty {
      scheduleStep(0)
    }
    // The lists of the turn before, emptied, given back to the scheduler: a turn's work then
    // goes into arrays that already have room.
    var spareAfterCommit: [Scheduler.Work] = []
    var spareMainQueue: [Scheduler.Work] = []
    while !stopped {
      if scheduler.hasNextTurnWork {
        recorder.turn += 1
        var afterCommit = scheduler.afterCommit
        var mainQueue = scheduler.mainQueue
        scheduler.afterCommit = spareAfterCommit
        scheduler.mainQueue = spareMainQueue
        // The commit's work, then the main queue's: two loops, not one over a concatenation
        // that allocated an array every turn.
        for work in afterCommit {
          perform(work)
          if stopped { break }
        }
        if !stopped {
          for work in mainQueue {
            perform(work)
            if stopped { break }
          }
        }
        afterCommit.removeAll(keepingCapacity: true)
        mainQueue.removeAll(keepingCapacity: true)
        spareAfterCommit = afterCommit
        spareMainQueue = mainQueue
        continue
      }
      if let timer = scheduler.popTimer() {
        recorder.time = max(recorder.time, timer.time)
        recorder.turn += 1
        perform(timer.work)
        continue
      }
      if let armed = armedStep {
        // Rule 15.1: the world settled without the callback: the step never runs.
        armedStep = nil
        let step = scenario.steps[armed.index]
        warnings.append(
          ScenarioDiagnostic(
            step.location,
            "step \(armed.index + 1) never ran: \(recorder.timeline.string(armed.receiver)).\(armed.member.name) did not happen after the step before it"
          ))
        nextStep = armed.index + 1
        continue
      }
      guard nextStep < scenario.steps.count else { break }
      if case .during(let trigger) = scenario.steps[nextStep].timing {
        arm(nextStep, trigger)
        continue
      }
      recorder.turn += 1
      runStep(nextStep)
    }
    return recorder.timeline
  }

  /// Arranges for step `index` to run according to its timing.
  mutating func scheduleStep(_ index: Int) {
    guard index < scenario.steps.count else { return }
    switch scenario.steps[index].timing {
    case .during(let trigger):
      arm(index, trigger)
    case .settled:
      break  // the run loop starts it once the world has settled
    case .sameTurn:
      if index == 0 {
        break  // nothing precedes the first step: it simply starts the run
      }
      runStep(index)
    case .at(let time):
      nextStep = index + 1
      if time < recorder.time {
        // Rule 15.6: an `at:` in the past runs as soon as the step is reached; say so.
        warnings.append(
          ScenarioDiagnostic(
            scenario.steps[index].location,
            "step \(index + 1) is due at \(time.decimalString) s but is reached at \(recorder.time.decimalString) s; "
              + "it runs then, not earlier"))
      }
      if index > 0, case .wait(let span) = scenario.steps[index - 1].action, time >= recorder.time,
        time < recorder.time + span
      {
        // Rule 15.6: the step before it lets time pass, but 'at' counts from the start of the run:
        // the step runs during the wait, earlier than its place after the wait says.
        let end = recorder.time + span
        warnings.append(
          ScenarioDiagnostic(
            scenario.steps[index].location,
            "step \(index + 1) is due at \(time.decimalString) s, before the 'wait' of step \(index) ends at "
              + "\(end.decimalString) s; it runs at \(time.decimalString) s, during the wait ('at' counts from the "
              + "start of the run: give a time from \(end.decimalString) s, or no 'at')"))
      }
      scheduler.schedule(.step(index), at: max(time, recorder.time))
    }
  }

  /// Runs step `index`, then arranges for the next one.
  ///
  /// Steps that run in the same turn as the one before them (`at: "+0"`) run here, one after
  /// the other in a loop rather than each from inside the previous one's call: a chain of any
  /// length takes the same stack as one step (a chain of 15,000 overflowed the stack).
  mutating func runStep(_ index: Int) {
    var index = index
    while true {
      nextStep = index + 1
      latestStep = index
      currentStep = index
      armFollowingStep(index)
      perform(step: index)
      catchUpPendingTraits()
      observer?.stepEnded(index, in: self)
      // The step after it may already have run, inside a callback this step made (rule 20.1).
      guard !stopped, nextStep == index + 1 else { return }
      guard let next = sameTurnStep(after: index) else {
        scheduleStep(index + 1)
        return
      }
      index = next
    }
  }

  /// The step after `index` when it runs in the same turn (`at: "+0"`), which the caller runs
  /// at once; nil when there is none, or it runs later.
  func sameTurnStep(after index: Int) -> Int? {
    let next = index + 1
    guard next < scenario.steps.count, case .sameTurn = scenario.steps[next].timing else { return nil }
    return next
  }

  /// Rule 20.1 (amends rule 15.1): a step that runs inside a callback is armed as soon as the step
  /// before it starts, so it can run inside a callback that step makes synchronously, such as the
  /// `viewDidLoad()` of a `launch` or of a `present`.
  mutating func armFollowingStep(_ index: Int) {
    guard index + 1 < scenario.steps.count, case .during(let trigger) = scenario.steps[index + 1].timing else {
      return
    }
    arm(index + 1, trigger)
  }

  mutating func perform(_ work: Scheduler.Work) {
    defer { catchUpPendingTraits() }
    switch work {
    case .startTransition(let transition):
      currentStep = transitions[transition].step ?? currentStep
      startTransition(transition)
    case .completeTransition(let transition):
      currentStep = transitions[transition].step ?? currentStep
      finishAnimation(transition)
    case .gestureFrame(let transition, let frame):
      currentStep = transitions[transition].step ?? currentStep
      gestureFrame(transition, frame: frame)
    case .windowAppearanceEnd(let controller, let appearing):
      windowAppearanceEnd(controller, appearing: appearing)
    case .step(let index):
      latestStep = index
      currentStep = index
      armFollowingStep(index)
      perform(step: index)
      if !stopped && nextStep == index + 1 { scheduleStep(index + 1) }
    case .swipeAttemptEnded(let presentation):
      endSwipeAttempt(presentation)
    case .waitElapsed:
      break
    case .applyNavigationRequests(let navigation):
      applyRequestsAfterCommit(navigation)
    }
  }

  // MARK: - Names

  mutating func name(_ controller: Int) -> Name { names.controllers[controller] }

  mutating func name(_ role: NameBook.Role, _ controller: Int, generation: Int = 1) -> Name {
    names.name(role, controller, generation: generation, recorder: &recorder)
  }

  /// The name of the presentation controller of presentation `index` (`pc:D`, `pc:D#2`).
  mutating func controllerName(ofPresentation index: PresentationIndex) -> Name {
    // Two fields read in place: a copy of the whole record costs its arrays' retains.
    name(.presentationController, presentations[index].original, generation: presentations[index].controllerGeneration)
  }

  mutating func id(_ controller: Int) -> Value { .string(name(controller)) }

  /// The name of `string`, the class of `object` of transitioning delegate `delegate`, interned
  /// once per replay: the delegate's objects are vended again and again.
  mutating func className(
    _ object: NameBook.DelegateObject, _ string: @autoclosure () -> String, of delegate: TransitioningDelegateID
  ) -> Name {
    if let known = names.className(object, ofDelegate: delegate.index) { return known }
    let name = recorder.intern(string())
    names.keep(name, as: object, ofDelegate: delegate.index)
    return name
  }

  /// The class UIKit's percent-driven interaction controllers report, interned once per replay.
  var percentDrivenInteraction: Name {
    mutating get {
      if let known = names.percentDrivenInteraction { return known }
      let name = recorder.intern("UIPercentDrivenInteractiveTransition")
      names.percentDrivenInteraction = name
      return name
    }
  }

  func idString(_ controller: Int) -> String { names.controllerStrings[controller] }

  // Fixed arities rather than variadics: a variadic parameter allocates an array per event.
  // Once UIKit has raised, nothing more happens (rule 16.5), even in the callback that was running
  // when a step inside it (rule 15.1) made UIKit raise.

  mutating func emit(_ member: Member, _ receiver: Name, result: Value? = nil) {
    guard mayEmit() else { return }
    recorder.emit(member, receiver, Arguments(), result: result)
    observer?.eventEmitted(step: currentStep, presentation: focus)
    fireArmedStep(member, receiver)
  }

  mutating func emit(_ member: Member, _ receiver: Name, _ a: Value, result: Value? = nil) {
    guard mayEmit() else { return }
    recorder.emit(member, receiver, Arguments(a), result: result)
    observer?.eventEmitted(step: currentStep, presentation: focus)
    fireArmedStep(member, receiver)
  }

  mutating func emit(_ member: Member, _ receiver: Name, _ a: Value, _ b: Value, result: Value? = nil) {
    guard mayEmit() else { return }
    recorder.emit(member, receiver, Arguments(a, b), result: result)
    observer?.eventEmitted(step: currentStep, presentation: focus)
    fireArmedStep(member, receiver)
  }

  mutating func emit(_ member: Member, _ receiver: Name, _ a: Value, _ b: Value, _ c: Value, result: Value? = nil) {
    guard mayEmit() else { return }
    recorder.emit(member, receiver, Arguments(a, b, c), result: result)
    observer?.eventEmitted(step: currentStep, presentation: focus)
    fireArmedStep(member, receiver)
  }

  mutating func emit(
    _ member: Member, _ receiver: Name, _ a: Value, _ b: Value, _ c: Value, _ d: Value, result: Value? = nil
  ) {
    guard mayEmit() else { return }
    recorder.emit(member, receiver, Arguments(a, b, c, d), result: result)
    observer?.eventEmitted(step: currentStep, presentation: focus)
    fireArmedStep(member, receiver)
  }

  /// Emits the app's assignment of a property it can also read (`tabs.selectedIndex(0)`, a `call`).
  mutating func emitAssignment(_ member: Member, controller: Int, _ value: Value) {
    guard mayEmit() else { return }
    recorder.emit(member, kind: .call, name(controller), Arguments(value))
    observer?.eventEmitted(step: currentStep, presentation: focus)
    fireArmedStep(member, name(controller))
  }

  /// Whether an event may be emitted: not once UIKit has raised, nor once the timeline has
  /// `ScenarioLimits.timelineEvents` events, which stops the replay (Docs/scenario-format.md
  /// "Limits").
  @inline(__always)
  mutating func mayEmit() -> Bool {
    guard !stopped else { return false }
    guard recorder.timeline.events.count < ScenarioLimits.timelineEvents else {
      stopAtEventLimit()
      return false
    }
    return true
  }

  /// Stops the replay at the event limit and says where.
  mutating func stopAtEventLimit() {
    stopped = true
    let step = min(latestStep, max(scenario.steps.count - 1, 0))
    eventLimitExceeded = EventLimitExceeded(
      profile: profile.name, step: step, location: scenario.steps.isEmpty ? .start : scenario.steps[step].location,
      limit: ScenarioLimits.timelineEvents)
  }

  mutating func emit(_ member: Member, controller: Int, result: Value? = nil) {
    emit(member, name(controller), result: result)
  }

  mutating func emit(_ member: Member, controller: Int, _ a: Value, result: Value? = nil) {
    emit(member, name(controller), a, result: result)
  }

  mutating func emit(_ member: Member, controller: Int, _ a: Value, _ b: Value, result: Value? = nil) {
    emit(member, name(controller), a, b, result: result)
  }

  mutating func name(_ role: NameBook.Role, container: Int, showing controller: Int) -> Name {
    names.name(role, container: container, showing: controller, recorder: &recorder)
  }

  /// Adds a controller the engine made, such as an adaptive navigation wrapper.
  mutating func makeController(id: String, kind: ControllerKind, children: [Int]) -> Int {
    var state = ControllerState(spec: ControllerSpec(id: id, kind: kind))
    state.children = children
    state.madeByEngine = true
    controllers.append(state)
    names.addController(id, recorder: &recorder)
    let index = controllers.count - 1
    for child in children { controllers[child].parent = index }
    return index
  }
}
