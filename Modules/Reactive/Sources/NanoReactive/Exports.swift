// Feature code imports NanoReactive and writes plain Combine: on Apple platforms this is
// Apple's Combine, elsewhere OpenCombine (same names, same semantics), completed by the
// operators in this module that OpenCombine 0.14 lacks.
#if canImport(Combine)
    @_exported import Combine
#else
    @_exported @preconcurrency import OpenCombine
#endif
