#if !canImport(Combine)
    /// Where a one-upstream operator stands with its upstream.
    ///
    /// Declared at file scope, not nested in the operator's generic class: a nested enum would
    /// be generic too, and unspecialised code would look its metadata up at every switch.
    enum UpstreamConnection {
        /// No subscription yet.
        case awaiting
        /// Subscribed: requests and cancellation go to this subscription.
        case connected(Subscription)
        /// Completed or cancelled: nothing more is delivered or requested.
        case finished
    }
#endif
