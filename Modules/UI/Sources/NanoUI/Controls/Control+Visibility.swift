import NanoReactive

extension Control {
    /// Shows the control on `true` and hides it on `false` (sets `isHidden = !value`). Hidden
    /// controls are not rendered and refuse every user action. Holds the control weakly.
    public var isVisibleBinder: Binder<Bool> {
        Binder(self) { control, isVisible in control.isHidden = !isVisible }
    }

    /// Hides the control on `true` (UIKit's `isHidden`). Holds the control weakly.
    public var isHiddenBinder: Binder<Bool> {
        Binder(self) { control, isHidden in control.isHidden = isHidden }
    }
}
