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

// TOYBOX_ASAN: built with the address sanitizer (gcc says __SANITIZE_ADDRESS__,
// clang 14 only answers __has_feature)
#if defined(__SANITIZE_ADDRESS__)
#define TOYBOX_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TOYBOX_ASAN 1
#endif
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

// statx() for the birth time: glibc has it, older musl doesn't. The layout
// is the kernel's (include/uapi/linux/stat.h).
#include <sys/stat.h>
#if !defined(STATX_BTIME) && defined(SYS_statx)
#include <stdint.h>
struct statx_timestamp {
  int64_t tv_sec;
  uint32_t tv_nsec;
  int32_t __reserved;
};
struct statx {
  uint32_t stx_mask, stx_blksize;
  uint64_t stx_attributes;
  uint32_t stx_nlink, stx_uid, stx_gid;
  uint16_t stx_mode, __spare0[1];
  uint64_t stx_ino, stx_size, stx_blocks, stx_attributes_mask;
  struct statx_timestamp stx_atime, stx_btime, stx_ctime, stx_mtime;
  uint32_t stx_rdev_major, stx_rdev_minor, stx_dev_major, stx_dev_minor;
  uint64_t __spare2[14];
};
#define STATX_BTIME 0x800
long syscall(long number, ...);
static inline int statx(int dirfd, const char *path, int flags, unsigned mask,
  struct statx *buf)
{
  return syscall(SYS_statx, dirfd, path, flags, mask, buf);
}
#endif
