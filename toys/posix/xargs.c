/* xargs.c - run a command with arguments read from input
 *
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/xargs.html
 *
 * -e[EOF] -i[REPL] -l[N] take optional attached arguments, which the option
 * parser can't express: xargs_main() rewrites them as -E -I -L and parses
 * again (without passing unknown options through).

USE_XARGS(NEWTOY(xargs, "^?(show-limits)E:I:L#<1n(max-args)#<1P(max-procs)#<0s(max-chars)#<1d(delimiter):a(arg-file):0(null)p(interactive)r(no-run-if-empty)t(verbose)x(exit)", TOYFLAG_USR|TOYFLAG_BIN))

config XARGS
  bool "xargs"
  default y
  help
    usage: xargs [-0prtx] [-a FILE] [-d DELIM] [-E EOF] [-I REPL] [-L N] [-n N] [-P N] [-s SIZE] [COMMAND [ARG...]]

    Run COMMAND (default echo) with ARGs followed by arguments read from
    stdin (or FILE), as many at a time as fit the command line limit.

    Input items are separated by blanks and newlines; 'single' and "double"
    quotes keep blanks (not newlines) in an item and a backslash quotes the
    next character, except with -0 or -d.

    -0	Items end with NUL, no quoting (--null)
    -a FILE	Read items from FILE; commands keep xargs' stdin (--arg-file)
    -d DELIM	Items end with DELIM (a character or \n \t \\ \0 \xHH \NNN)
    -E EOF	Stop at an item that is EOF; -e[EOF] and --eof[=EOF] are the
    	same, but without EOF there is none
    -I REPL	Run COMMAND once for each input line, replacing REPL in ARGs with
    	the line (leading blanks removed); -i[REPL] and --replace[=REPL]
    	are the same, REPL defaults to {}
    -L N	At most N nonblank input lines per command; a line ending in a
    	blank continues on the next; -l[N] and --max-lines[=N] are the
    	same, N defaults to 1. -L, -n and -I: the last one given counts
    -n N	At most N items per command (--max-args)
    -P N	Run up to N commands at once (0: no limit) (--max-procs)
    -p	Ask before each command, on stderr, answer from /dev/tty
    -r	Don't run COMMAND when there's no input (--no-run-if-empty)
    -s SIZE	Command line of at most SIZE bytes (--max-chars)
    -t	Show each command on stderr before running it (--verbose)
    -x	Exit if a command line (per -n or -L) doesn't fit (--exit)
    --show-limits	Show the command line limits

    Exit status: 0, 123 if a command exited 1-125, 124 if one exited 255,
    125 if one was killed by a signal, 126 if COMMAND can't run, 127 if it
    wasn't found, 1 for other errors.
*/

#define FOR_xargs
#include "toys.h"

GLOBALS(
  char *E, *I;
  long L, n, P, s;
  char *d, *a;

  long limit, running, entries, maxprocs, ran;
  char **args, *eofstr, *pending;
  FILE *in;
  int delim, status;
)

// One input item, malloced, or NULL at the end. *line is set when the item
// ended a line (for -L), *cont when the line ended with a blank.
static char *next_item(int *eol)
{
  FILE *fp = TT.in;
  char *buf = 0;
  long len = 0, max = 0;
  int c, quote = 0, any = 0;

  *eol = 0;
  for (;;) {
    c = getc_unlocked(fp);
    if (c == EOF || (quote && c == '\n')) {
      // What came before still runs; the exit status says it went wrong
      if (quote) {
        error_msg("unmatched %s quote; by default quotes are special to xargs"
          " unless you use the -0 option", quote == '"' ? "double" : "single");
        free(buf);
        return 0;
      }
      if (!any && TT.delim < 0) return 0;
      if (!any && !len) return 0;
      break;
    }
    if (TT.delim >= 0) {
      // -0 and -d: every delimited item is an argument, as is
      any = 1;
      if (c == TT.delim) break;
    } else if (quote) {
      if (c == quote) {
        quote = 0;
        continue;
      }
    } else if (FLAG(I) && c == '\n') {
      if (any || len) {
        *eol = 1;
        break;
      }
      continue;
    } else if (!FLAG(I) && (c == ' ' || c == '\t' || c == '\n')) {
      if (c == '\n') *eol = 1;
      if (any) {
        // The line continues if a blank ends it (for -L)
        if (c != '\n') {
          int c2;

          while ((c2 = getc_unlocked(fp)) == ' ' || c2 == '\t');
          if (c2 == '\n') *eol = 2;
          else if (c2 != EOF) ungetc(c2, fp);
          else *eol = 1;
        }
        break;
      }
      *eol = 0;
      continue;
    } else if (FLAG(I) && !any && (c == ' ' || c == '\t')) continue;
    else if (c == '\'' || c == '"') {
      quote = c;
      any = 1;
      continue;
    } else if (c == '\\') {
      c = getc_unlocked(fp);
      if (c == EOF) c = '\\';
    }
    any = 1;
    if (len+1 >= max) buf = xrealloc(buf, max = max*2+64);
    buf[len++] = c;
  }
  if (!buf) buf = xmalloc(1);
  buf[len] = 0;

  return buf;
}

// Wait for one child (or all); returns 0 or the status to exit with now.
static int reap(int all)
{
  int status;
  pid_t pid;

  while (TT.running) {
    pid = waitpid(-1, &status, 0);
    if (pid == -1) {
      if (errno == EINTR) continue;
      break;
    }
    TT.running--;
    if (WIFEXITED(status)) {
      int rc = WEXITSTATUS(status);

      if (rc == 255) {
        error_msg("%s: exited with status 255; aborting", *toys.optargs);
        TT.status = 124;
      } else if (rc > 0 && rc < 126 && !TT.status) TT.status = 123;
    } else if (WIFSIGNALED(status)) {
      error_msg("%s: terminated by signal %d", *toys.optargs,
        WTERMSIG(status));
      TT.status = 125;
    }
    if (TT.status >= 124) return TT.status;
    if (!all) break;
  }

  return 0;
}

// Commands don't get our input (unless it came from -a FILE)
static int null_stdin(void *data)
{
  int fd = open("/dev/null", O_RDONLY);

  if (fd > 0) {
    dup2(fd, 0);
    close(fd);
  }

  return 0;
}

// Run args[0..entries) and the command; -P decides whether to wait.
static void run(void)
{
  int err, i;
  pid_t pid;

  TT.args[TT.entries] = 0;
  if (FLAG(t) || FLAG(p)) {
    // Quoted for the shell where needed (GNU)
    for (i = 0; i < TT.entries; i++) {
      char *q = quote_name(TT.args[i], 0);

      fprintf(stderr, &" %s"[!i], q);
      free(q);
    }
    if (FLAG(p)) {
      FILE *tty = fopen("/dev/tty", "r");

      fprintf(stderr, "?...");
      if (!tty) perror_exit("/dev/tty");
      i = fyesno(tty, 0);
      fclose(tty);
      if (!i) return;
    } else fputc('\n', stderr);
    fflush(stderr);
  }

  if (-1 == (pid = spawn_cmd(TT.args, TT.a ? 0 : null_stdin, 0))) {
    err = errno;
    perror_msg("%s", *TT.args);
    reap(1);
    toys.exitval = (err == ENOENT) ? 127 : 126;
    xexit();
  }
  TT.running++;
  TT.ran++;
  if (!TT.maxprocs || TT.running < TT.maxprocs) return;
  if (reap(0)) {
    reap(1);
    toys.exitval = TT.status;
    xexit();
  }
}

// -n, -L (or -l) and -I exclude each other: a later one drops an earlier
// one, with GNU's warnings. keep holds bits 1 n, 2 L, 4 I; c is the option
// (l for -l and --max-lines), arg its argument.
static void exclusive(int *keep, int c, char *arg)
{
  char *names[] = {"--max-args", "--max-lines", "--replace"},
    *mine = c == 'n' ? "--max-args/-n" : c == 'L' ? "-L" : c == 'l'
      ? "--max-lines/-l" : "--replace/-I/-i";
  int bit = c == 'n' ? 1 : c == 'I' ? 4 : 2, i;

  // (-I then -n 1 is no conflict: -I runs one line at a time anyway)
  if (c == 'n' && (*keep & 4) && !strcmp(arg, "1")) bit |= 4;
  for (i = 0; i < 3; i++) if ((*keep & (1<<i)) && !(bit & (1<<i))) {
    error_msg("warning: options %s and %s are mutually exclusive, ignoring "
      "previous %s value", names[i], mine, names[i]);
    toys.exitval = 0;
  }
  *keep = bit;
}

// -e[EOF] -i[REPL] -l[N] (and --eof[=EOF] --replace[=REPL] --max-lines[=N])
// take optional attached arguments, which the option parser can't express:
// rewrite them as -E EOF, -I REPL (default {}), -L N (default 1), each option
// of a group like -tl2 on its own, and parse again. Returns which of -n -L
// -I stay in force (see exclusive()).
static int fix_optional_args(void)
{
  char **argv = toys.argv, **new, *s, *longs[] = {"max-args", "max-procs", "max-chars", "delimiter", "arg-file"};
  int i, j, k, argc, keep = 0;
  unsigned u;

  for (argc = 0; argv[argc]; argc++);
  new = xzalloc((2*argc+1)*sizeof(char *));
  new[0] = argv[0];
  for (i = j = 1; i < argc; i++) {
    char c = 0, *arg = 0;

    s = argv[i];
    if (*s != '-' || !s[1] || !strcmp(s, "--")) {
      while (i < argc) new[j++] = argv[i++];
      break;
    }
    if (s[1] == '-') {
      char *eq = strchr(s, '=');
      int len = eq ? eq-s-2 : strlen(s+2);

      if (len == 3 && !strncmp(s+2, "eof", 3)) c = 'e';
      else if (len == 7 && !strncmp(s+2, "replace", 7)) c = 'i';
      else if (len == 9 && !strncmp(s+2, "max-lines", 9)) c = 'l';
      if (c) arg = eq ? eq+1 : 0;
      else {
        new[j++] = s;
        for (u = 0; u < sizeof(longs)/sizeof(*longs); u++)
          if (!strcmp(s+2, longs[u])) {
            if (i+1 < argc) new[j++] = arg = argv[++i];
            break;
          } else if (eq && len == strlen(longs[u])
            && !strncmp(s+2, longs[u], len)) arg = eq+1;
        if (arg && !strncmp(s+2, "max-args", 8)) exclusive(&keep, 'n', arg);
        continue;
      }
    } else for (k = 1; s[k]; k++) {
      c = s[k];
      if (strchr("eil", c)) {
        if (s[k+1]) arg = s+k+1;
        break;
      }
      new[j++] = xmprintf("-%c", c);
      c = 0;
      if (strchr("EILnPsda", s[k])) {
        if (s[k+1]) new[j++] = arg = s+k+1;
        else if (i+1 < argc) new[j++] = arg = argv[++i];
        if (arg && strchr("nLI", s[k])) exclusive(&keep, s[k], arg);
        break;
      }
    }
    if (!c) continue;
    // -e -i -l: as -E -I -L
    new[j++] = xmprintf("-%c", toupper(c));
    new[j++] = arg ? arg : c == 'e' ? "" : c == 'i' ? "{}" : "1";
    exclusive(&keep, c == 'i' ? 'I' : c, arg ? arg : "");
  }
  reparse_args(new);

  return keep;
}

void xargs_main(void)
{
  long entries = 0, lines = 0, argmax, envlen = 0, envstr = 0, size, i,
    cmdsize = 0, ksize, klimit;
  int eol, done = 0;
  char *item, **env;

  i = fix_optional_args();
  TT.maxprocs = FLAG(P) ? TT.P : 1;
  // -n -L -I: the last one given wins
  if (!(i & 1)) TT.n = 0;
  if (!(i & 2)) TT.L = 0;
  if (!(i & 4)) toys.optflags &= ~FLAG_I;

  TT.delim = -1;
  if (FLAG(0)) TT.delim = 0;
  else if (TT.d) {
    char *s = TT.d;

    if (*s == '\\' && s[1]) {
      s++;
      TT.delim = unescape2(&s, 0);
    } else TT.delim = (unsigned char)*s++;
    if (*s) error_exit("invalid delimiter '%s'", TT.d);
  }
  if (TT.E && *TT.E) {
    if (TT.delim < 0) TT.eofstr = TT.E;
    else error_msg("warning: the -E option has no effect if -0 or -d is used.");
    toys.exitval = 0;
  }
  if (FLAG(I)) TT.L = 1;
  if (FLAG(I) || TT.L) toys.optflags |= FLAG_x;

  // The limit: ARG_MAX less the environment and some room, or -s
  for (env = environ; *env; env++) envstr += strlen(*env)+1;
  envlen = envstr+(env-environ)*sizeof(char *);
  argmax = sysconf(_SC_ARG_MAX);
  if (argmax < 4096) argmax = 4096;
  TT.limit = klimit = argmax - envlen - 2048;
  if (TT.limit > 128*1024*1024) TT.limit = 128*1024*1024;
  if (TT.s) {
    if (TT.s > TT.limit) {
      error_msg("value %ld for -s option should be <= %ld", TT.s, TT.limit);
      toys.exitval = 0;
    } else TT.limit = TT.s;
  }
  if (FLAG(show_limits)) {
    fprintf(stderr, "Your environment variables take up %ld bytes\n"
      "POSIX upper limit on argument length (this system): %ld\n"
      "POSIX smallest allowable upper limit on argument length (all "
      "systems): %d\n"
      "Maximum length of command we could actually use: %ld\n"
      "Size of command buffer we are actually using: %ld\n"
      "Maximum parallelism (--max-procs must be no greater): %d\n",
      envstr, argmax-2048-envstr, _POSIX_ARG_MAX, klimit, TT.limit, INT_MAX);
  }

  if (TT.a) {
    if (!(TT.in = fopen(TT.a, "r"))) perror_exit("%s", TT.a);
  } else TT.in = stdin;

  // The command and its initial arguments
  if (!toys.optc) {
    static char *echo[] = {"echo", 0};

    free(toys.optargs);
    toys.optargs = echo;
    toys.optc = 1;
  }
  for (i = 0; i < toys.optc; i++) cmdsize += strlen(toys.optargs[i])+1;


  while (!done) {
    long max = 64;

    TT.args = xmalloc(max*sizeof(char *));
    if (!FLAG(I)) for (i = 0; i < toys.optc; i++) TT.args[i] = toys.optargs[i];
    TT.entries = FLAG(I) ? 0 : toys.optc;
    size = cmdsize;
    // The kernel counts the argv pointers too (-s doesn't: GNU)
    ksize = cmdsize+(toys.optc+1)*sizeof(char *);
    entries = lines = 0;
    if (cmdsize > TT.limit) error_exit("argument line too long");

    for (;;) {
      if (TT.pending) {
        item = TT.pending;
        TT.pending = 0;
        eol = 1;
      } else if (!(item = next_item(&eol))) {
        done = 1;
        break;
      }
      if (TT.eofstr && !strcmp(item, TT.eofstr)) {
        free(item);
        done = 1;
        break;
      }
      if (FLAG(I)) {
        // Replace REPL in each initial argument
        long rlen = strlen(TT.I), ilen = strlen(item);

        size = 0;
        for (i = 0; i < toys.optc; i++) {
          char *arg = toys.optargs[i], *s, *out;
          long count = 0, len;

          if (rlen) for (s = arg; (s = strstr(s, TT.I)); s += rlen) count++;
          len = strlen(arg)+count*(ilen-rlen);
          if (!count) out = arg;
          else {
            char *o = out = xmalloc(len+1);

            for (s = arg; *s;) {
              if (!strncmp(s, TT.I, rlen)) {
                memcpy(o, item, ilen);
                o += ilen;
                s += rlen;
              } else *o++ = *s++;
            }
            *o = 0;
          }
          if (i+1 >= max) TT.args = xrealloc(TT.args, (max *= 2)*sizeof(char *));
          TT.args[TT.entries++] = out;
          size += len+1;
        }
        if (size > TT.limit) error_exit("argument line too long");
        free(item);
        entries = 1;
        break;
      }
      size += strlen(item)+1;
      ksize += strlen(item)+1+sizeof(char *);
      if (size > TT.limit || ksize > klimit) {
        if (!entries) error_exit("argument line too long");
        if (FLAG(x) && (TT.n || TT.L)) error_exit("argument list too long");
        TT.pending = item;
        break;
      }
      if (TT.entries+1 >= max)
        TT.args = xrealloc(TT.args, (max *= 2)*sizeof(char *));
      TT.args[TT.entries++] = item;
      entries++;
      if (TT.n && entries >= TT.n) break;
      if (TT.L && eol == 1 && ++lines >= TT.L) break;
    }

    // No input at all still runs the command once, unless -r or -I
    if (entries || (!TT.ran && !FLAG(r) && !FLAG(I) && !toys.exitval)) run();
    for (i = FLAG(I) ? 0 : toys.optc; i < TT.entries; i++)
      if (!FLAG(I) || TT.args[i] != toys.optargs[i]) free(TT.args[i]);
    free(TT.args);
    TT.args = 0;
  }
  if (reap(1)) toys.exitval = TT.status;
  else if (TT.status) toys.exitval = TT.status;
}
