import CatalogModel

/// The invariants every timeline the engine emits keeps (Docs/rules/16-invariants.md). Where
/// UIKit itself breaks one — views added by hand, the app driving appearance, "Unbalanced calls"
/// — the timeline carries UIKit's warning or the app's call, and the invariant does not apply to
/// that controller.
///
/// For example:
/// ```swift
/// let timeline = TransitionEngine(profile: .uikit17).run(scenario)
/// #expect(TimelineInvariants.violations(in: timeline, rules: EngineProfile.uikit17.rules).isEmpty)
/// ```
public enum TimelineInvariants {
  /// What an invariant found wrong, and where.
  public struct Violation: Hashable, Sendable, CustomStringConvertible {
    /// The rule the invariant stands for, `16.1`.
    public var rule: String
    /// The event at fault (its `seq`), or nil for the timeline as a whole.
    public var event: Int?
    /// What is wrong, in a sentence.
    public var message: String

    /// `rule 16.1 at event 4: …`.
    public var description: String {
      "rule \(rule)" + (event.map { " at event \($0)" } ?? "") + ": \(message)"
    }
  }

  private enum Appearance {
    case disappeared, appearing, appeared, disappearing
  }

  /// Every violation in `timeline`, replayed under `rules`.
  public static func violations(in timeline: Timeline, rules: ProfileRules) -> [Violation] {
    var found: [Violation] = []
    let events = timeline.events
    func member(_ index: Int) -> Member? {
      let raw = events[index].call.raw
      return raw < UInt32(Member.allCases.count) ? Member(rawValue: UInt16(raw)) : nil
    }

    // Controllers UIKit does not keep balanced: views added by hand (rule 9.1), appearance the app
    // drives itself (rule 9.2), any controller UIKit warns about (E6), and a controller a nested
    // pop (E16) took out of the stack.
    var exempt: Set<String> = []
    for index in events.indices {
      switch member(index) {
      case .addSubview?, .beginAppearanceTransition?, .endAppearanceTransition?:
        if case .string(let name)? = events[index].args.first, member(index) == .addSubview {
          exempt.insert(timeline.string(name))
        } else {
          exempt.insert(timeline.string(events[index].receiver))
        }
      case .removeFromSuperview?:
        exempt.insert(timeline.string(events[index].receiver))
      case .warning?:
        if case .string(let text)? = events[index].args.first {
          let message = timeline.string(text)
          if message.hasPrefix("Unbalanced calls to begin/end appearance transitions for <"),
            let start = message.firstIndex(of: "<"), let end = message.lastIndex(of: ">")
          {
            exempt.insert(String(message[message.index(after: start)..<end]))
          } else if message.hasPrefix("nested pop animation") {
            // E16 (rule 18.14 item 4, uikit-7): the controllers the nested pop took out of the
            // stack, whose containment events come just before it, may stay on screen without a
            // parent, as a view added by hand does.
            var previous = index - 1
            while previous >= 0, member(previous) == .willMoveToParent || member(previous) == .didMoveToParent {
              if case .null? = events[previous].args.first {
                exempt.insert(timeline.string(events[previous].receiver))
              }
              previous -= 1
            }
          }
        }
      default:
        break
      }
    }

    // Rule 16.1 (rules 4.3, 6.4): each "will" is followed by its "did" or by the reversed pair.
    // Rule 16.2 (rule 13.1): `viewIsAppearing` once per appearance, between its will and did.
    var state: [Name: Appearance] = [:]
    var isAppearingSeen: [Name: Bool] = [:]
    // Rule 16.3 (rules 2.2/2.4, 3.2/3.3): a presentation controller's WillBegin pairs with one DidEnd.
    var openTransitions: [Name: Member] = [:]
    // Rule 16.4 (rules 2.4 step 6, 3.3 step 5): at most one completion per request.
    var requests: [Name: Int] = [:]
    var completions: [Name: Int] = [:]
    // Rule 16.7 (rules 18.2–18.8): each controller's `willMove(toParent: X)` waiting for its
    // `didMove(toParent: X)`; nil stands for a parent of nil.
    var openMoves: [Name: Name?] = [:]
    // Controllers that appeared since their last willMove: one added out of the window hears its
    // didMove only after its viewDidAppear (rule 18.17 item 3).
    var appearedSinceMove: Set<Name> = []
    // Rule 16.8 (rules 18.3–18.5, 18.10, 18.11): per navigation delegate and navigation
    // controller, the controller its last `willShow` named, and the `didShow`s since.
    var lastWillShow: [ShowKey: Name] = [:]
    var didShowsSince: [ShowKey: Int] = [:]
    // Under uikit-7 a nested change (E16) leaves its controller without `didMove` (rule 18.14).
    var nested = false

    for index in events.indices {
      let receiver = events[index].receiver
      guard let member = member(index) else { continue }
      // Rule 16.5 (section 9, E7/E8): nothing happens after UIKit raises.
      if index > 0, events[index - 1].kind == .exception {
        found.append(Violation(rule: "16.5", event: index, message: "an event follows the exception"))
      }
      let balanced = !exempt.contains(timeline.string(receiver))
      func fail(_ rule: String, _ message: String) {
        found.append(Violation(rule: rule, event: index, message: "\(timeline.string(receiver)): \(message)"))
      }
      switch member {
      case .viewWillAppear:
        let current = state[receiver] ?? .disappeared
        if balanced && !(current == .disappeared || current == .disappearing) {
          fail("16.1", "viewWillAppear while \(current)")
        }
        state[receiver] = .appearing
        isAppearingSeen[receiver] = false
      case .viewIsAppearing:
        if !rules.hasViewIsAppearing { fail("16.2", "viewIsAppearing in a profile that does not have it") }
        if balanced && state[receiver] != .appearing { fail("16.2", "viewIsAppearing outside an appearance") }
        if balanced && isAppearingSeen[receiver] == true { fail("16.2", "viewIsAppearing twice in one appearance") }
        isAppearingSeen[receiver] = true
      case .viewDidAppear:
        if balanced && state[receiver] != .appearing {
          fail("16.1", "viewDidAppear without viewWillAppear")
        }
        if balanced && rules.hasViewIsAppearing && isAppearingSeen[receiver] != true {
          fail("16.2", "an appearance without viewIsAppearing")
        }
        state[receiver] = .appeared
        appearedSinceMove.insert(receiver)
      case .viewWillDisappear:
        // A controller first heard disappearing was on screen before the timeline began.
        let current = state[receiver] ?? .appeared
        if balanced && !(current == .appeared || current == .appearing) {
          fail("16.1", "viewWillDisappear while \(current)")
        }
        state[receiver] = .disappearing
      case .viewDidDisappear:
        if balanced && state[receiver] != .disappearing {
          fail("16.1", "viewDidDisappear without viewWillDisappear")
        }
        state[receiver] = .disappeared
      case .presentationTransitionWillBegin, .dismissalTransitionWillBegin:
        if let open = openTransitions[receiver] { fail("16.3", "\(member.name) while \(open.name) has not ended") }
        openTransitions[receiver] = member
      case .presentationTransitionDidEnd, .dismissalTransitionDidEnd:
        let begin: Member =
          member == .presentationTransitionDidEnd ? .presentationTransitionWillBegin : .dismissalTransitionWillBegin
        if openTransitions[receiver] != begin { fail("16.3", "\(member.name) without \(begin.name)") }
        openTransitions[receiver] = nil
      case .willMoveToParent:
        let parent = containmentParent(events[index].args.first)
        if let open = openMoves[receiver], !(open == nil && parent == nil), !nested {
          // A second willMove(toParent: nil) follows a cancelled back swipe (rule 18.10 item 6);
          // after E16 (uikit-7) the nested controller never hears its didMove (rule 18.14 item 4).
          fail(
            "16.7",
            "willMove(toParent: \(parentName(parent, timeline))) while willMove(toParent: "
              + "\(parentName(open, timeline))) has no didMove")
        }
        openMoves[receiver] = .some(parent)
        appearedSinceMove.remove(receiver)
      case .didMoveToParent:
        let parent = containmentParent(events[index].args.first)
        if let open = openMoves[receiver], open == parent {
          openMoves[receiver] = nil
        } else {
          fail("16.7", "didMove(toParent: \(parentName(parent, timeline))) without its willMove")
        }
      case .navigationWillShow, .navigationDidShow:
        guard case .string(let navigation)? = events[index].args.first,
          case .string(let shown)? = events[index].args.dropFirst().first
        else { break }
        let key = ShowKey(delegate: receiver, navigation: navigation)
        if member == .navigationWillShow {
          lastWillShow[key] = shown
          didShowsSince[key] = 0
        } else if let announced = lastWillShow[key] {
          // A delegate that never said willShow does not implement it: nothing to pair with.
          didShowsSince[key, default: 0] += 1
          if announced != shown {
            fail("16.8", "didShow(\(timeline.string(shown))) after willShow(\(timeline.string(announced)))")
          } else if didShowsSince[key, default: 0] > 2 {
            // A first appearance sends didShow twice after one willShow (rule 18.11 item 3).
            fail("16.8", "didShow(\(timeline.string(shown))) a third time after one willShow")
          }
        }
      case .warning:
        if case .string(let text)? = events[index].args.first,
          timeline.string(text).hasPrefix("nested ")
        {
          nested = true
        }
      case .present, .dismiss:
        requests[receiver, default: 0] += 1
      case .completion:
        completions[receiver, default: 0] += 1
        if completions[receiver, default: 0] > requests[receiver, default: 0] {
          fail("16.4", "more completions than present and dismiss requests")
        }
      default:
        break
      }
    }

    // At the end, unless UIKit raised, every appearance and transition has finished.
    if events.last?.kind != .exception {
      for (receiver, appearance) in state.sorted(by: { $0.key.raw < $1.key.raw })
      where !exempt.contains(timeline.string(receiver)) && (appearance == .appearing || appearance == .disappearing) {
        found.append(
          Violation(rule: "16.1", event: nil, message: "\(timeline.string(receiver)) is left \(appearance)"))
      }
      for (receiver, open) in openTransitions.sorted(by: { $0.key.raw < $1.key.raw }) {
        found.append(
          Violation(rule: "16.3", event: nil, message: "\(timeline.string(receiver)): \(open.name) never ended"))
      }
      // Rule 16.7: a willMove without its didMove is left only by a cancelled back swipe, whose
      // controller appears again after its willMove(toParent: nil) and stays in the stack (rule
      // 18.10 item 6; a later presentation may cover it), by uikit-7's nested change (E16), or by
      // a controller added to a stack out of the window that has not appeared since (rule 18.17
      // item 3: its didMove follows its viewDidAppear).
      for (receiver, open) in openMoves.sorted(by: { $0.key.raw < $1.key.raw }) where !nested {
        if open == nil && (state[receiver] == .appeared || appearedSinceMove.contains(receiver)) { continue }
        if open != nil && !appearedSinceMove.contains(receiver) { continue }
        found.append(
          Violation(
            rule: "16.7", event: nil,
            message:
              "\(timeline.string(receiver)): willMove(toParent: \(parentName(open, timeline))) never got its didMove"
          ))
      }
    }
    return found
  }

  /// A navigation delegate and the navigation controller it is told about.
  private struct ShowKey: Hashable {
    var delegate: Name
    var navigation: Name
  }

  /// The parent a containment callback names: a controller, or nil.
  private static func containmentParent(_ value: Value?) -> Name? {
    if case .string(let name)? = value { return name }
    return nil
  }

  private static func parentName(_ parent: Name?, _ timeline: Timeline) -> String {
    parent.map { timeline.string($0) } ?? "nil"
  }
}
