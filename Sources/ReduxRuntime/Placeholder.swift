public enum ReduxRuntimeVersion { public static let placeholder = 0 }
