import Testing
@testable import ReduxGenCore

@Suite struct OutputPathsTests {
    @Test(arguments: [
        ("Feed/FeedState.swift", ["Feed", "FeedState.swift"]),
        ("A.swift", ["A.swift"]),
        ("..A.swift", ["..A.swift"]),
    ])
    func plainRelativePathsAreSplitIntoComponents(path: String, components: [String]) {
        #expect(OutputPaths.safeComponents(ofRelativePath: path) == components)
    }

    @Test(arguments: ["", "/A.swift", "../A.swift", "Feed/..", "Feed/./A.swift", "Feed//A.swift", "Feed/", "A\0.swift"])
    func unsafeRelativePathsAreRefused(path: String) {
        #expect(OutputPaths.safeComponents(ofRelativePath: path) == nil)
    }

    @Test func splitFindsParentAndName() {
        #expect(OutputPaths.split("a/b/c") == ("a/b", "c"))
        #expect(OutputPaths.split("a/b/") == ("a", "b"))
        #expect(OutputPaths.split("/x") == ("/", "x"))
        #expect(OutputPaths.split("x") == (".", "x"))
    }

    @Test func containmentComparesWholeComponents() {
        #expect(OutputPaths.isStrictlyInside("/out/gen/A.swift", "/out/gen"))
        #expect(!OutputPaths.isStrictlyInside("/out/generated/A.swift", "/out/gen"))
        #expect(!OutputPaths.isStrictlyInside("/out/gen", "/out/gen"))
        #expect(OutputPaths.isInsideOrEqual("/out/gen", to: "/out/gen"))
        #expect(OutputPaths.isStrictlyInside("/A.swift", "/"))
    }

    @Test func displayPathsKeepTheFolderAsGiven() {
        #expect(OutputPaths.display(folder: "Sources/Gen/", relativePath: "A.swift") == "Sources/Gen/A.swift")
        #expect(OutputPaths.display(folder: ".", relativePath: "A.swift") == "A.swift")
        #expect(OutputPaths.relative("/out/gen/Feed/A.swift", to: "/out/gen") == "Feed/A.swift")
    }
}
