import Foundation

/// The files `reduxgen init` writes: a starter spec that shows each part of the spec language, and a
/// configuration pointing reduxgen at it.
enum StarterFiles {
    struct File {
        var path: String
        var contents: String
    }

    /// Where generated sources go: the `Features` module of a Swift package.
    static let sourcesFolder = "Sources/Features"
    /// Where generated tests go.
    static let testsFolder = "Tests/FeaturesTests"

    /// An ASCII letter, then ASCII letters and digits, starting upper case, so that the spec file's name
    /// and the generated type names agree.
    static func isValidFeatureName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }

    /// The spec first, then the configuration.
    static func files(feature: String) -> [File] {
        [
            File(path: "specs/\(feature).redux.yaml", contents: spec(feature: feature)),
            File(path: "reduxgen.yaml", contents: configuration),
        ]
    }

    static let configuration = """
        # reduxgen settings: 'reduxgen' with no arguments generates from these, and 'reduxgen --check'
        # (for CI) fails when the generated files are out of date. Flags on the command line win.
        # Relative paths are relative to this file.

        specs: [specs]                    # spec files, or folders of *.yaml specs
        output: \(sourcesFolder)          # generated State, Action, Reducer, Effects, Repository, Models
        testsOutput: \(testsFolder)  # generated tests; they use ReduxRuntimeTesting
        module: Features                  # the module generated tests import with @testable
        access: internal                  # 'public' when other modules use the generated types
        # templates: Templates            # template overrides; see 'reduxgen templates eject'

        """

    static func spec(feature: String) -> String {
        """
        # The \(feature) feature: a list of items loaded from an API, narrowed by a filter the user types.
        # Change it to describe your feature, then run 'reduxgen' (settings in reduxgen.yaml) to generate
        # \(feature)State, \(feature)Action, the reducer, effects, the repository (protocol, live HTTP and
        # mock), the models and tests. 'reduxgen validate specs' checks the spec without writing anything.
        # The file name must stay '\(feature).redux.yaml' for the ReduxGenPlugin build plugin, which names the
        # generated files after it.
        feature: \(feature)

        # Where the endpoints below are sent, and how JSON is read and written.
        api:
          baseURL: https://api.example.com
          headers: { Accept: application/json }
          json: { keys: snake_case, dates: iso8601 }   # createdAt is read from "created_at"

        # Codable types of the API; each becomes a struct (or enum) in \(feature)Models.swift.
        models:
          Item:
            fields:
              id: Int
              title: String
              isDone: Bool
              createdAt: Date
              note: { type: "String?", key: details }   # an optional field with an explicit JSON key

        # The state, each field with the value it starts at. Quote types containing [ or ?.
        state:
          filter: { type: String, default: "" }
          items: { type: "[Item]", default: [] }
          showsDone: { type: Bool, default: true }

        # What can happen. 'reduce' lists the state changes in order: set, reset, append, remove, toggle,
        # increment, decrement. An action without 'reduce' changes nothing but may trigger endpoints.
        actions:
          appeared: {}
          filterChanged:
            payload: { text: String }
            reduce:
              - set: filter
                from: text
          showsDoneToggled:
            reduce:
              - toggle: showsDone
          filterCleared:
            reduce:
              - reset: filter

        # Requests. Each gets a request action (here loadItems), success and failure actions, a method on
        # the repository, and runs when one of its triggers is sent.
        endpoints:
          loadItems:
            method: GET
            path: /items
            query: { q: state.filter }      # values come from state.x, payload.x or { value: literal }
            response: "[Item]"
            store: { into: items }          # the response replaces state.items
            triggers:
              - appeared                    # the first load is sent at once
              - { action: filterChanged, debounce: 300ms }   # typing waits for a pause
              - filterCleared
            concurrency: latest             # a new filter cancels the request still in flight

        """
    }
}
