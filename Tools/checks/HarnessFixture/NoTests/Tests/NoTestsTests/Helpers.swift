import Testing

/// A helper a test would use; there is no test.
func helper() -> Int { 2 }
