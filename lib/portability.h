/* portability.h - glibc, musl and bionic differences, in one place.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#define _FILE_OFFSET_BITS 64

#include <features.h>
#include <sys/types.h>
#include <unistd.h>

#define noreturn __attribute__((noreturn))
#define printf_format __attribute__((format(printf, 1, 2)))
#ifndef __has_attribute
#define __has_attribute(x) 0
#endif
#if __has_attribute(fallthrough)
#define FALLTHROUGH __attribute__((fallthrough))
#else
#define FALLTHROUGH
#endif

// musl has no __MUSL__ define; glibc and bionic announce themselves.
#if defined(__GLIBC__)
#define LIBC_NAME "glibc"
#elif defined(__BIONIC__)
#define LIBC_NAME "bionic"
#else
#define LIBC_NAME "musl"
#endif

// Wrappers for system calls some libc versions don't have.
#include <sys/syscall.h>
ssize_t xcopy_file_range(int in, int out, size_t len);

#ifndef AT_NO_AUTOMOUNT
#define AT_NO_AUTOMOUNT 0x800
#endif

#ifdef __BIONIC__
#include <sys/system_properties.h>
#endif

// Android has no /etc/passwd; bionic's getpwnam() knows the AIDs.
#ifndef O_PATH
#define O_PATH 010000000
#endif

// An open() flag bit no kernel uses: the x*open() wrappers warn and return -1
// instead of exiting when it is set.
#define WARN_ONLY_FLAG 0x40000000
