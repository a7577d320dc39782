import NanoReactive

extension InputFromController {
    /// Writes `title` back as the scene's title when its view has loaded, before it is first
    /// drawn: how a view model names its scene in the app's language (a scene's static
    /// ``ControllerConfig`` title is one text for every app and language). Return the
    /// subscription with the output's others.
    ///
    /// ```swift
    /// let title = input.fromController.showTitle(text[.title])   // "Einstellungen"
    /// ```
    public func showTitle(_ title: String) -> AnyCancellable {
        viewDidLoad.sink { [titleSubject] in titleSubject.send(title) }
    }

    /// Writes `content` back as the scene's right bar button when its view has loaded (`Done`
    /// in the app's language, say); its taps reach the view model as `rightBarButtonTrigger`,
    /// as a configured one's do. Return the subscription with the output's others.
    public func showRightBarButton(_ content: BarButtonContent) -> AnyCancellable {
        viewDidLoad.sink { [rightBarButtonContentSubject] in rightBarButtonContentSubject.send(content) }
    }
}
