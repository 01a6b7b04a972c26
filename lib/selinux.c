/* selinux.c - libselinux, loaded only by the commands that need the policy
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * Linking libselinux would make every command load it (and its regex
 * library) at each start; dlopen() here costs only the commands that call
 * selinux_load(). make static links libselinux.a (-DTOYBOX_SELINUX_STATIC).
 */

#include "toys.h"
#include <sys/xattr.h>

int lset_file_context(char *name, char *con)
{
  return lsetxattr(name, "security.selinux", con, strlen(con)+1, 0);
}

// The absolute path of path itself (a symlink isn't followed, the
// directories leading to it are): malloced, or NULL with errno set
char *abspath_nofollow(char *path)
{
  char *p = xstrdup(path), *s, *name, *abs;
  long len = strlen(p);

  while (len > 1 && p[len-1] == '/') p[--len] = 0;
  name = (s = strrchr(p, '/')) ? s+1 : p;
  if (!*name || isdotdot(name)) abs = canonpath(p, ABS_EXIST);
  else {
    if (s) *s = 0;
    abs = canonpath(s ? (*p ? p : "/") : ".", ABS_EXIST);
    if (abs) {
      s = xmprintf("%s/%s", strcmp(abs, "/") ? abs : "", name);
      free(abs);
      abs = s;
    }
  }
  free(p);

  return abs;
}

#if CFG_TOYBOX_LIBSELINUX
#ifndef TOYBOX_SELINUX_STATIC
#include <dlfcn.h>
#endif

struct libselinux libsel;

#ifdef TOYBOX_SELINUX_STATIC
// make static renamed libselinux.a's .init_array to this (see Makefile)
extern void (*__start_selinux_init_array[])(void) __attribute__((weak)),
  (*__stop_selinux_init_array[])(void) __attribute__((weak));
#endif

void selinux_load(void)
{
  if (libsel.getcon) return;
#ifdef TOYBOX_SELINUX_STATIC
  void (**init)(void);

  // libselinux's constructors, run once by the first command that needs it
  for (init = __start_selinux_init_array; init < __stop_selinux_init_array;
    init++) (*init)();
#define SELINUX_SET(f) libsel.f = f;
  SELINUX_FUNCS(SELINUX_SET)
#else
  void *lib = dlopen("libselinux.so.1", RTLD_NOW|RTLD_LOCAL);
  struct libselinux got;

  if (!lib) error_exit("can't load %s", dlerror());
#define SELINUX_SYM(f) if (!(got.f = dlsym(lib, #f))) \
    error_exit("libselinux.so.1: no %s", #f);
  SELINUX_FUNCS(SELINUX_SYM)
  libsel = got;
#endif
}

struct selabel_handle *selinux_labels(int digest)
{
  static struct selabel_handle *h;
  struct selinux_opt opt[] = {{SELABEL_OPT_DIGEST, digest ? (char *)1 : 0},
    {SELABEL_OPT_PATH, getenv("SELINUX_FILE_CONTEXTS")}};

  if (h) return h;
  selinux_load();
  if (!(h = libsel.selabel_open(SELABEL_CTX_FILE, opt, 1+!!opt[1].value)))
    perror_exit("can't open file contexts%s%s", opt[1].value ? " " : "",
      opt[1].value ? opt[1].value : "");

  return h;
}

char *selinux_lookup(char *path, mode_t mode)
{
  struct selabel_handle *h = selinux_labels(0);
  char *con, *s;

  if (libsel.selabel_lookup(h, &con, path, mode)) return 0;
  s = xstrdup(con);
  libsel.freecon(con);

  return s;
}

char *selinux_default(char *path, mode_t mode)
{
  char *abs = abspath_nofollow(path), *con = abs ? selinux_lookup(abs, mode) : 0;

  free(abs);

  return con;
}

char *selinux_partial(char *con, char *user, char *role, char *type,
  char *range)
{
  context_t c;
  char *s = 0;

  selinux_load();
  if (!(c = libsel.context_new(con))) return 0;
  if ((!user || !libsel.context_user_set(c, user))
    && (!role || !libsel.context_role_set(c, role))
    && (!type || !libsel.context_type_set(c, type))
    && (!range || !libsel.context_range_set(c, range))
    && (s = libsel.context_str(c))) s = xstrdup(s);
  else errno = EINVAL;
  libsel.context_free(c);

  return s;
}

// libselinux.a is built against glibc, whose fortified headers make it call
// these; with another C library (make static: musl) they are supplied here.
#if defined(TOYBOX_SELINUX_STATIC) && !defined(__GLIBC__)
int __snprintf_chk(char *s, size_t n, int f, size_t sl, const char *fmt, ...)
{
  va_list va;
  int rc;

  va_start(va, fmt);
  rc = vsnprintf(s, n, fmt, va);
  va_end(va);

  return rc;
}

int __vsnprintf_chk(char *s, size_t n, int f, size_t sl, const char *fmt,
  va_list va)
{
  return vsnprintf(s, n, fmt, va);
}

int __sprintf_chk(char *s, int f, size_t sl, const char *fmt, ...)
{
  va_list va;
  int rc;

  va_start(va, fmt);
  rc = vsprintf(s, fmt, va);
  va_end(va);

  return rc;
}

int __printf_chk(int f, const char *fmt, ...)
{
  va_list va;
  int rc;

  va_start(va, fmt);
  rc = vprintf(fmt, va);
  va_end(va);

  return rc;
}

int __asprintf_chk(char **s, int f, const char *fmt, ...)
{
  va_list va;
  int rc;

  va_start(va, fmt);
  rc = vasprintf(s, fmt, va);
  va_end(va);

  return rc;
}

int __vfprintf_chk(FILE *fp, int f, const char *fmt, va_list va)
{
  return vfprintf(fp, fmt, va);
}

int __fprintf_chk(FILE *fp, int f, const char *fmt, ...)
{
  va_list va;
  int rc;

  va_start(va, fmt);
  rc = vfprintf(fp, fmt, va);
  va_end(va);

  return rc;
}

void *__memcpy_chk(void *d, const void *s, size_t n, size_t dl)
{
  return memcpy(d, s, n);
}

char *__strcpy_chk(char *d, const char *s, size_t dl)
{
  return strcpy(d, s);
}

int __open_2(const char *path, int flags)
{
  return open(path, flags);
}

char *__realpath_chk(const char *p, char *r, size_t rl)
{
  return realpath(p, r);
}
#endif
#endif
