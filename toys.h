/* toys.h - what every command includes.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#include "lib/portability.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <grp.h>
#include <inttypes.h>
#include <limits.h>
#include <locale.h>
#include <math.h>
#include <poll.h>
#include <pwd.h>
#include <regex.h>
#include <sched.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>
#include <wchar.h>
#include <wctype.h>

// Angle brackets: the build picks generated/ with -I (see scripts/build.mk)
#include <generated/config.h>
#include "lib/lib.h"

// Where "make install" puts the link (TOYFLAG_BIN etc.) and special needs.
#define TOYFLAG_USR      (1<<0)
#define TOYFLAG_BIN      (1<<1)
#define TOYFLAG_SBIN     (1<<2)
#define TOYMASK_LOCATION ((1<<4)-1)
#define TOYFLAG_NOFORK   (1<<4)
#define TOYFLAG_NOHELP   (1<<5)   // --help / --version only as the sole argument
#define TOYFLAG_NOARGHELP (1<<6)  // never --help / --version (test)
#define TOYFLAG_STAYROOT (1<<8)   // setuid binary: don't drop privileges
#define TOYFLAG_NEEDROOT (1<<9)   // refuse to run unless root
#define TOYFLAG_ROOTONLY (TOYFLAG_STAYROOT|TOYFLAG_NEEDROOT)
#define TOYFLAG_LOCALE   (1<<10)  // setlocale(LC_ALL, "") before running
#define TOYFLAG_LINEBUF  (1<<11)  // stdout line buffered
#define TOYFLAG_ARGFAIL(x) ((x)<<24) // exit status for usage errors (default 1)

// One entry of the command table (generated/newtoys.h, sorted by name).
// The name is held in the table, not pointed to: finding the command then
// reads only the table, and starting a command costs fewer page faults.
struct toy_list {
  char name[16];
  void (*toy_main)(void);
  const char *options;
  const char *help;
  unsigned flags;
};

// Everything args.c fills in, plus the command's exit status.
extern struct toy_context {
  struct toy_list *which;   // the running command
  char **argv;              // original argv
  char **optargs;           // arguments left after options
  unsigned long long optflags; // one bit per option, last option lowest
  int optc;                 // number of optargs
  int exitval;              // exit status the command returns
  int signal;               // last signal caught by a handler using it
  jmp_buf *rebound;         // error_exit() longjmps here when set
} toys;

// Scratch buffers any command or library function may use freely.
extern char toybuf[4096], libbuf[4096];

// The command table
extern struct toy_list toy_list[];
struct toy_list *toy_find(const char *name);
extern const int toy_count;

// GLOBALS() blocks are gathered by the build into one union (generated/globals.h)
#define GLOBALS(...)

// Prototypes of every command's main function.
#define NEWTOY(name, opts, flags) void name##_main(void);
#define OLDTOY(...)
#include <generated/newtoys.h>
#undef NEWTOY
#undef OLDTOY
#define NEWTOY(...)
#define OLDTOY(...)

#include <generated/globals.h>
#include <generated/flags.h>

#define FLAG(x) (!!(toys.optflags & FLAG_##x))
#define TOYBOX_VERSION "0.1.0"
