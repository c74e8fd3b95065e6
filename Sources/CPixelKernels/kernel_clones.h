// How the pixel kernels are built for the CPU they run on (included by each kernel's .c).
#ifndef UNWIND_KERNEL_CLONES_H
#define UNWIND_KERNEL_CLONES_H

// The widened vectors are 32 or 64 bytes; every function taking or returning one is inlined
// into a kernel, so the AVX calling convention clang warns about never applies.
#pragma clang diagnostic ignored "-Wpsabi"

/// On x86-64 each kernel is built twice, for AVX2 (a widened vector in one register; every x86
/// CPU since 2013) and for the SSE2 baseline (two registers), and the loader picks the one
/// for the CPU it runs on: the AVX2 build of the stretch takes 10-25 % less time.
/// `scripts/stretch-check.sh` checks that both give the same pixels (the tests only run the
/// one this machine picks); `UNWIND_KERNEL_BASELINE` builds the baseline alone. NEON builds
/// from the same vector code.
#if defined(__x86_64__) && defined(__clang__) && !defined(UNWIND_KERNEL_BASELINE)
#define KERNEL_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define KERNEL_CLONES
#endif

#endif
