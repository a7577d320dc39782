/// An object whose release the lifetime tests watch through a weak reference.
final class Held {}
