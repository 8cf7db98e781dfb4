import Foundation

/// The record a run writes just before it starts renaming new files into place, so that a run killed
/// half way can be finished by the next one.
///
/// A run first writes every new file's contents to a temporary file beside it (see ``TemporaryFileName``),
/// then writes this journal, atomically, as `.reduxgen-journal` in the sources output folder: the list of
/// renames (temporary file → target) and removals it is about to make. Only then does it rename and
/// remove, and it deletes the journal when done. A journal found later therefore means that a run was
/// interrupted while switching files, and that every temporary file it names is complete: the next run
/// finishes the renames and removals, so the output folders switch to the new set as a whole.
struct SwitchJournal: Equatable {
    /// The journal's file name in the sources output folder.
    static let fileName = ".reduxgen-journal"

    /// One step of the switch. Paths are absolute, symbolic links resolved.
    enum Step: Equatable {
        /// Put the complete temporary file `temporary` in place of `target`.
        case rename(temporary: String, target: String)
        /// Remove the generated file `target` (`--prune`).
        case remove(target: String)
    }

    var steps: [Step]

    /// The journal as JSON: `{"steps":[{"rename":TEMP,"to":TARGET},{"remove":TARGET}],"version":1}`.
    ///
    /// Written directly, keys sorted: the first use of `JSONSerialization` in a run costs more than a
    /// millisecond, and every run that writes files writes a journal.
    func encoded() -> Data {
        let steps = steps.map { step in
            switch step {
            case let .rename(temporary, target): "{\"rename\":\(QuotedText.json(temporary)),\"to\":\(QuotedText.json(target))}"
            case let .remove(target): "{\"remove\":\(QuotedText.json(target))}"
            }
        }
        return Data(("{\"steps\":[" + steps.joined(separator: ",") + "],\"version\":1}").utf8)
    }

    /// The journal in `data`, or `nil` when it is not one this version of reduxgen wrote.
    static func decode(_ data: Data) -> SwitchJournal? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["version"] as? Int == 1,
              let entries = object["steps"] as? [[String: String]]
        else { return nil }
        var steps: [Step] = []
        for entry in entries {
            if let temporary = entry["rename"], let target = entry["to"] {
                steps.append(.rename(temporary: temporary, target: target))
            } else if let target = entry["remove"] {
                steps.append(.remove(target: target))
            } else {
                return nil
            }
        }
        return SwitchJournal(steps: steps)
    }

    /// Every path the journal names.
    var paths: [String] {
        steps.flatMap { step -> [String] in
            switch step {
            case let .rename(temporary, target): [temporary, target]
            case let .remove(target): [target]
            }
        }
    }
}
