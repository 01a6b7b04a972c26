/* getconf.c - show system configuration values
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/getconf.html

USE_GETCONF(NEWTOY(getconf, ">2a", TOYFLAG_USR|TOYFLAG_BIN|TOYFLAG_ARGFAIL(2)))

config GETCONF
  bool "getconf"
  default y
  help
    usage: getconf -a [PATH] | NAME [PATH]

    Show the value of a system configuration variable: a limit the C
    library reports (sysconf, confstr), a limit of the filesystem PATH is
    on (pathconf: these need PATH, -a uses /), or a compile time limit.
    A variable without a limit shows "undefined". Exit 2 for an unknown
    NAME or usage error, 3 for a bad PATH.

    -a  Show every variable and its value
*/

#define FOR_getconf
#include "toys.h"

#define ARRAY_LEN(a) (int)(sizeof(a)/sizeof(*(a)))

// kind: 'S' sysconf, 'P' pathconf, 'C' confstr, 'K' constant, 'U' ULONG_MAX
struct conf { char *name; char kind; long long key; };

#define S(x) {#x, 'S', _SC_##x}
#define SN(n, x) {n, 'S', _SC_##x}
#define P(x) {#x, 'P', _PC_##x}
#define PN(n, x) {n, 'P', _PC_##x}
#define K(x) {#x, 'K', x}
#define C(n, x) {n, 'C', _CS_##x}

static const struct conf confs[] = {
  P(LINK_MAX), PN("_POSIX_LINK_MAX", LINK_MAX), P(MAX_CANON),
  PN("_POSIX_MAX_CANON", MAX_CANON), P(MAX_INPUT),
  PN("_POSIX_MAX_INPUT", MAX_INPUT), P(NAME_MAX),
  PN("_POSIX_NAME_MAX", NAME_MAX), P(PATH_MAX), PN("_POSIX_PATH_MAX", PATH_MAX),
  P(PIPE_BUF), PN("_POSIX_PIPE_BUF", PIPE_BUF), P(SOCK_MAXBUF),
  PN("_POSIX_ASYNC_IO", ASYNC_IO), PN("_POSIX_CHOWN_RESTRICTED", CHOWN_RESTRICTED),
  PN("_POSIX_NO_TRUNC", NO_TRUNC), PN("_POSIX_PRIO_IO", PRIO_IO),
  PN("_POSIX_SYNC_IO", SYNC_IO), PN("_POSIX_VDISABLE", VDISABLE),
  S(ARG_MAX), S(ATEXIT_MAX), K(CHAR_BIT), K(CHAR_MAX), K(CHAR_MIN),
  S(CHILD_MAX), S(CLK_TCK), K(INT_MAX), K(INT_MIN), S(IOV_MAX),
  SN("LOGNAME_MAX", LOGIN_NAME_MAX), K(LONG_BIT), K(MB_LEN_MAX),
  S(NGROUPS_MAX), K(NL_ARGMAX), K(NL_LANGMAX), K(NL_MSGMAX), K(NL_NMAX),
  K(NL_SETMAX), K(NL_TEXTMAX), K(NZERO), S(OPEN_MAX), S(PAGESIZE),
  SN("PAGE_SIZE", PAGESIZE), SN("PTHREAD_DESTRUCTOR_ITERATIONS", THREAD_DESTRUCTOR_ITERATIONS),
  SN("PTHREAD_KEYS_MAX", THREAD_KEYS_MAX),
  SN("PTHREAD_STACK_MIN", THREAD_STACK_MIN),
  SN("PTHREAD_THREADS_MAX", THREAD_THREADS_MAX), K(SCHAR_MAX), K(SCHAR_MIN),
  K(SHRT_MAX), K(SHRT_MIN), K(SSIZE_MAX), S(TTY_NAME_MAX), S(TZNAME_MAX),
  K(UCHAR_MAX), K(UINT_MAX), {"ULONG_MAX", 'U', 0}, K(USHRT_MAX), K(WORD_BIT),
  SN("_AVPHYS_PAGES", AVPHYS_PAGES),
  SN("_NPROCESSORS_CONF", NPROCESSORS_CONF),
  SN("_NPROCESSORS_ONLN", NPROCESSORS_ONLN), SN("_PHYS_PAGES", PHYS_PAGES),
  SN("_POSIX_ARG_MAX", ARG_MAX), SN("_POSIX_ASYNCHRONOUS_IO", ASYNCHRONOUS_IO),
  SN("_POSIX_CHILD_MAX", CHILD_MAX), SN("_POSIX_FSYNC", FSYNC),
  SN("_POSIX_JOB_CONTROL", JOB_CONTROL), SN("_POSIX_MAPPED_FILES", MAPPED_FILES),
  SN("_POSIX_MEMLOCK", MEMLOCK), SN("_POSIX_MEMLOCK_RANGE", MEMLOCK_RANGE),
  SN("_POSIX_MEMORY_PROTECTION", MEMORY_PROTECTION),
  SN("_POSIX_MESSAGE_PASSING", MESSAGE_PASSING),
  SN("_POSIX_NGROUPS_MAX", NGROUPS_MAX), SN("_POSIX_OPEN_MAX", OPEN_MAX),
  SN("_POSIX_PRIORITIZED_IO", PRIORITIZED_IO),
  SN("_POSIX_PRIORITY_SCHEDULING", PRIORITY_SCHEDULING),
  SN("_POSIX_REALTIME_SIGNALS", REALTIME_SIGNALS),
  SN("_POSIX_SAVED_IDS", SAVED_IDS), SN("_POSIX_SEMAPHORES", SEMAPHORES),
  SN("_POSIX_SHARED_MEMORY_OBJECTS", SHARED_MEMORY_OBJECTS),
  {"_POSIX_SSIZE_MAX", 'K', _POSIX_SSIZE_MAX},
  SN("_POSIX_STREAM_MAX", STREAM_MAX),
  SN("_POSIX_SYNCHRONIZED_IO", SYNCHRONIZED_IO), SN("_POSIX_THREADS", THREADS),
  SN("_POSIX_THREAD_ATTR_STACKADDR", THREAD_ATTR_STACKADDR),
  SN("_POSIX_THREAD_ATTR_STACKSIZE", THREAD_ATTR_STACKSIZE),
  SN("_POSIX_THREAD_PRIORITY_SCHEDULING", THREAD_PRIORITY_SCHEDULING),
  SN("_POSIX_THREAD_PRIO_INHERIT", THREAD_PRIO_INHERIT),
  SN("_POSIX_THREAD_PRIO_PROTECT", THREAD_PRIO_PROTECT),
  SN("_POSIX_THREAD_PROCESS_SHARED", THREAD_PROCESS_SHARED),
  SN("_POSIX_THREAD_SAFE_FUNCTIONS", THREAD_SAFE_FUNCTIONS),
  SN("_POSIX_TIMERS", TIMERS), S(TIMER_MAX), SN("_POSIX_TZNAME_MAX", TZNAME_MAX),
  SN("_POSIX_VERSION", VERSION), SN("_XOPEN_CRYPT", XOPEN_CRYPT),
  SN("_XOPEN_ENH_I18N", XOPEN_ENH_I18N), SN("_XOPEN_LEGACY", XOPEN_LEGACY),
  SN("_XOPEN_REALTIME", XOPEN_REALTIME),
  SN("_XOPEN_REALTIME_THREADS", XOPEN_REALTIME_THREADS),
  SN("_XOPEN_SHM", XOPEN_SHM), SN("_XOPEN_UNIX", XOPEN_UNIX),
  SN("_XOPEN_VERSION", XOPEN_VERSION), SN("_XOPEN_XCU_VERSION", XOPEN_XCU_VERSION),
  S(BC_BASE_MAX), S(BC_DIM_MAX), S(BC_SCALE_MAX), S(BC_STRING_MAX),
  K(CHARCLASS_NAME_MAX), S(COLL_WEIGHTS_MAX), S(EXPR_NEST_MAX), S(LINE_MAX),
  SN("POSIX2_BC_BASE_MAX", BC_BASE_MAX), SN("POSIX2_BC_DIM_MAX", BC_DIM_MAX),
  SN("POSIX2_BC_SCALE_MAX", BC_SCALE_MAX),
  SN("POSIX2_BC_STRING_MAX", BC_STRING_MAX), SN("POSIX2_CHAR_TERM", 2_CHAR_TERM),
  SN("POSIX2_COLL_WEIGHTS_MAX", COLL_WEIGHTS_MAX),
  SN("POSIX2_C_BIND", 2_C_BIND), SN("POSIX2_C_DEV", 2_C_DEV),
  SN("POSIX2_C_VERSION", 2_VERSION),
  SN("POSIX2_EXPR_NEST_MAX", EXPR_NEST_MAX), SN("POSIX2_FORT_DEV", 2_FORT_DEV),
  SN("POSIX2_FORT_RUN", 2_FORT_RUN), SN("_POSIX2_LINE_MAX", LINE_MAX),
  SN("POSIX2_LINE_MAX", LINE_MAX), SN("POSIX2_LOCALEDEF", 2_LOCALEDEF),
  SN("POSIX2_RE_DUP_MAX", RE_DUP_MAX), SN("POSIX2_SW_DEV", 2_SW_DEV),
  SN("POSIX2_UPE", 2_UPE), SN("POSIX2_VERSION", 2_VERSION), S(RE_DUP_MAX),
  C("PATH", PATH), C("CS_PATH", PATH),
  C("_POSIX_V7_WIDTH_RESTRICTED_ENVS", POSIX_V7_WIDTH_RESTRICTED_ENVS),
  C("POSIX_V7_WIDTH_RESTRICTED_ENVS", POSIX_V7_WIDTH_RESTRICTED_ENVS),
  SN("_POSIX_V7_ILP32_OFF32", V7_ILP32_OFF32),
  C("POSIX_V7_ILP32_OFF32_CFLAGS", POSIX_V7_ILP32_OFF32_CFLAGS),
  C("POSIX_V7_ILP32_OFF32_LDFLAGS", POSIX_V7_ILP32_OFF32_LDFLAGS),
  C("POSIX_V7_ILP32_OFF32_LIBS", POSIX_V7_ILP32_OFF32_LIBS),
  SN("_POSIX_V7_ILP32_OFFBIG", V7_ILP32_OFFBIG),
  C("POSIX_V7_ILP32_OFFBIG_CFLAGS", POSIX_V7_ILP32_OFFBIG_CFLAGS),
  C("POSIX_V7_ILP32_OFFBIG_LDFLAGS", POSIX_V7_ILP32_OFFBIG_LDFLAGS),
  C("POSIX_V7_ILP32_OFFBIG_LIBS", POSIX_V7_ILP32_OFFBIG_LIBS),
  SN("_POSIX_V7_LP64_OFF64", V7_LP64_OFF64),
  C("POSIX_V7_LP64_OFF64_CFLAGS", POSIX_V7_LP64_OFF64_CFLAGS),
  C("POSIX_V7_LP64_OFF64_LDFLAGS", POSIX_V7_LP64_OFF64_LDFLAGS),
  C("POSIX_V7_LP64_OFF64_LIBS", POSIX_V7_LP64_OFF64_LIBS),
  SN("_POSIX_V7_LPBIG_OFFBIG", V7_LPBIG_OFFBIG),
  C("POSIX_V7_LPBIG_OFFBIG_CFLAGS", POSIX_V7_LPBIG_OFFBIG_CFLAGS),
  C("POSIX_V7_LPBIG_OFFBIG_LDFLAGS", POSIX_V7_LPBIG_OFFBIG_LDFLAGS),
  C("POSIX_V7_LPBIG_OFFBIG_LIBS", POSIX_V7_LPBIG_OFFBIG_LIBS),
  SN("_POSIX_ADVISORY_INFO", ADVISORY_INFO), SN("_POSIX_BARRIERS", BARRIERS),
  SN("_POSIX_CLOCK_SELECTION", CLOCK_SELECTION), SN("_POSIX_CPUTIME", CPUTIME),
  SN("_POSIX_IPV6", IPV6), SN("_POSIX_MONOTONIC_CLOCK", MONOTONIC_CLOCK),
  SN("_POSIX_RAW_SOCKETS", RAW_SOCKETS),
  SN("_POSIX_READER_WRITER_LOCKS", READER_WRITER_LOCKS),
  SN("_POSIX_REGEXP", REGEXP), SN("_POSIX_SHELL", SHELL),
  SN("_POSIX_SPAWN", SPAWN), SN("_POSIX_SPIN_LOCKS", SPIN_LOCKS),
  SN("_POSIX_SPORADIC_SERVER", SPORADIC_SERVER),
  SN("_POSIX_THREAD_CPUTIME", THREAD_CPUTIME),
  SN("_POSIX_THREAD_SPORADIC_SERVER", THREAD_SPORADIC_SERVER),
  SN("_POSIX_TIMEOUTS", TIMEOUTS), SN("_POSIX_TRACE", TRACE),
  SN("_POSIX2_PBS", 2_PBS), SN("_POSIX2_PBS_ACCOUNTING", 2_PBS_ACCOUNTING),
  SN("_POSIX2_PBS_LOCATE", 2_PBS_LOCATE),
  SN("_POSIX2_PBS_MESSAGE", 2_PBS_MESSAGE),
  SN("_POSIX2_PBS_TRACK", 2_PBS_TRACK),
  S(DELAYTIMER_MAX), S(HOST_NAME_MAX), S(LOGIN_NAME_MAX), S(MQ_OPEN_MAX),
  S(MQ_PRIO_MAX), S(RTSIG_MAX), S(SEM_NSEMS_MAX), S(SEM_VALUE_MAX),
  S(SIGQUEUE_MAX), S(STREAM_MAX), S(SYMLOOP_MAX), P(FILESIZEBITS),
  PN("POSIX_REC_INCR_XFER_SIZE", REC_INCR_XFER_SIZE),
  PN("POSIX_ALLOC_SIZE_MIN", ALLOC_SIZE_MIN),
  PN("POSIX_REC_MAX_XFER_SIZE", REC_MAX_XFER_SIZE),
  PN("POSIX_REC_MIN_XFER_SIZE", REC_MIN_XFER_SIZE),
  PN("POSIX_REC_XFER_ALIGN", REC_XFER_ALIGN), P(SYMLINK_MAX),
  PN("POSIX2_SYMLINKS", 2_SYMLINKS),
  S(GETGR_R_SIZE_MAX), S(GETPW_R_SIZE_MAX),
};

// Print one variable (with its name under -a): 3 if PATH was bad
static int show(const struct conf *c, char *path)
{
  char *s = 0;
  long long n = 0;
  size_t len;

  errno = 0;
  if (c->kind == 'C') {
    len = confstr(c->key, 0, 0);
    if (len) confstr(c->key, s = xmalloc(len), len);
    else s = xstrdup("");
  } else {
    if (c->kind == 'U') s = xmprintf("%lu", ULONG_MAX);
    else if (c->kind == 'K') n = c->key;
    else if (c->kind == 'S') n = sysconf(c->key);
    else if (access(path, F_OK)) {
      if (!FLAG(a)) {
        perror_msg("pathconf: %s", path);
        return 3;
      }
      n = -1;
    } else if ((n = pathconf(path, c->key)) == -1 && errno && errno != EINVAL
      && !FLAG(a))
    {
      perror_msg("pathconf: %s", path);
      return 3;
    }
    if (s);
    else if (n == -1 && c->kind != 'K') s = xstrdup(FLAG(a) ? "" : "undefined");
    else s = xmprintf("%lld", n);
  }
  if (FLAG(a)) xprintf("%-34s %s\n", c->name, s);
  else xputs(s);
  free(s);

  return 0;
}

static noreturn void usage(void)
{
  fprintf(stderr, "Usage: getconf [-v specification] variable_name [pathname]\n"
    "       getconf -a [pathname]\n");
  toys.exitval = 2;
  xexit();
}

void getconf_main(void)
{
  char **arg = toys.optargs, *path = "/";
  int i;

  if (FLAG(a)) {
    if (arg[0] && arg[1]) usage();
    if (*arg) path = *arg;
    for (i = 0; i < ARRAY_LEN(confs); i++) show(confs+i, path);
    return;
  }
  if (!*arg) usage();
  for (i = 0; i < ARRAY_LEN(confs); i++)
    if (!strcmp(confs[i].name, *arg)) break;
  if (i == ARRAY_LEN(confs)) {
    toys.exitval = 2;
    error_exit("Unrecognized variable '%s'", *arg);
  }
  // Filesystem limits need a PATH, the others mustn't have one
  if (!!arg[1] != (confs[i].kind == 'P')) usage();
  if (arg[1]) path = arg[1];
  toys.exitval = show(confs+i, path);
}
