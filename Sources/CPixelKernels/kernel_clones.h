// How the pixel kernels are built for the CPU they run on (included by each kernel's .c).
#ifndef UNWIND_KERNEL_CLONES_H
#define UNWIND_KERNEL_CLONES_H

// The widened vectors are 32 or 64 bytes; every function taking or returning one is inlined
// into a kernel, so the AVX calling convention clang warns about never applies.
#pragma clang diagnostic ignored "-Wpsabi"

/// On x86-64 each kernel is built three times, for AVX2 (a widened vector in one register; every
/// x86 CPU since 2013), for SSSE3 (byte shuffles in one instruction; the Atoms and Celerons of old
/// thin clients) and for the SSE2 baseline, and the loader picks the one for the CPU it runs on:
/// the AVX2 build of the stretch takes 10-25 % less time than SSE2's; the resampler's row pass
/// takes 20.4 ms with AVX2, 22.9 ms with SSSE3 and 33.8 ms with SSE2 (2000 rows, 3000 → 1620).
/// `scripts/stretch-check.sh` and `scripts/resample-kernels-check.sh` check that the builds give
/// the same pixels (the tests only run the one this machine picks); `UNWIND_KERNEL_BASELINE`
/// builds one alone, for the flags given. NEON builds from the same vector code.
#if defined(__x86_64__) && defined(__clang__) && !defined(UNWIND_KERNEL_BASELINE)
#define KERNEL_CLONES __attribute__((target_clones("avx2", "ssse3", "default")))
#else
#define KERNEL_CLONES
#endif

#endif
