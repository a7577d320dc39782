#ifndef NANO_SYSTEM_H
#define NANO_SYSTEM_H

/// Whether the calling thread is the process's main thread: 1 or 0. On Linux its kernel thread
/// ID is the process ID (`gettid() == getpid()`: two system calls, so a caller that asks often
/// remembers the answer per thread); on Apple platforms `pthread_main_np()`. What Foundation's
/// `Thread.isMainThread` answers, without Foundation. 0 on a system it cannot tell.
int nano_is_main_thread(void);

/// Gives the free memory of the C library's heap back to the system: glibc's `malloc_trim(0)`,
/// which returns the free pages of every arena (not only the top of the main one). Returns 1
/// when memory was released, 0 when none was or when the C library has no such call (musl,
/// Apple's libc): there it does nothing.
int nano_release_free_heap(void);

#endif
