/* sysctl.c - read and write kernel parameters (/proc/sys)
 *
 * no standard (procps)

USE_SYSCTL(NEWTOY(sysctl, "^a(all)A(all)e(ignore)N(names)n(values)q(quiet)w(write)p(load)", TOYFLAG_SBIN))

config SYSCTL
  bool "sysctl"
  default y
  help
    usage: sysctl [-aeNnqw] [KEY[=VALUE]...]  or  sysctl -p [FILE...]

    Show or set kernel parameters, the files under /proc/sys (KEY may
    name them with dots or slashes: net.ipv4.ip_forward). KEY=VALUE sets
    one; a KEY that is a directory shows everything under it.

    -a  Show all (-A too)
    -e  Don't complain about unknown keys
    -N  Only the names
    -n  Only the values
    -p  Set the KEY = VALUE lines of each FILE (default /etc/sysctl.conf;
        # and ; start comments, a leading - ignores failure on that line)
    -q  Don't show the values set
    -w  Every argument is KEY=VALUE
*/

#define FOR_sysctl
#include "toys.h"

GLOBALS(
  char **todo;
  int count;
)

// Show one file's value(s): "KEY = VALUE" for each line
static void show_file(char *key, char *path, int quiet)
{
  char *val = readfile(path, 0, 0), *s, *nl;

  if (!val) {
    if (!quiet) perror_msg("reading key \"%s\"", key);
    return;
  }
  if (FLAG(N)) xputs(key);
  else for (s = val; *s; s = nl+1) {
    if (!(nl = strchr(s, '\n'))) nl = s+strlen(s);
    if (FLAG(n)) xprintf("%.*s\n", (int)(nl-s), s);
    else xprintf("%s = %.*s\n", key, (int)(nl-s), s);
    if (!*nl) break;
  }
  free(val);
}

// The name of a /proc/sys file as a key with dots
static char *path_key(char *path)
{
  char *key = xstrdup(path+10), *s;

  for (s = key; *s; s++) if (*s == '/') *s = '.';

  return key;
}

static int show_tree(struct dirtree *node)
{
  char *path, *key;

  if (!dirtree_notdotdot(node)) return 0;
  if (S_ISDIR(node->st.st_mode)) return DIRTREE_RECURSE;
  // write-only files (route/flush) have nothing to show
  if (!S_ISREG(node->st.st_mode) || !(node->st.st_mode&0444)) return 0;
  path = dirtree_path(node, 0);
  key = path_key(path);
  show_file(key, path, 1);
  free(key);
  free(path);

  return 0;
}

// /proc/sys/ path of a key: dots are separators unless it has slashes
static char *key_path(char *key, int len)
{
  char *path = xmprintf("/proc/sys/%.*s", len, key), *s;

  if (!memchr(key, '/', len)) for (s = path+10; *s; s++) if (*s == '.') *s = '/';

  return path;
}

// Set KEY (len bytes of it) to VAL, or show KEY when VAL is 0. ignore:
// no complaint about failure (the - prefix of -p lines)
static void do_key(char *key, int len, char *val, int ignore)
{
  char *path, *name;
  struct stat st;
  int fd;

  while (len && *key == '/') key++, len--;
  path = key_path(key, len);
  name = path_key(path);
  if (!len || stat(path, &st)) {
    if (!FLAG(e) && !ignore) {
      perror_msg("cannot stat %s", path);
      toys.exitval = 1;
    }
  } else if (!val) {
    if (S_ISDIR(st.st_mode)) dirtree_flagread(path, DIRTREE_SORT, show_tree);
    else if (st.st_mode&0444) show_file(name, path, 0);
  } else if ((fd = open(path, O_WRONLY|O_TRUNC)) == -1
    || write(fd, val, strlen(val)) != strlen(val) || close(fd))
  {
    if (!ignore) {
      perror_msg("setting key \"%s\"", name);
      toys.exitval = 1;
    }
    if (fd != -1) close(fd);
  } else if (!FLAG(q)) {
    if (FLAG(N)) xputs(name);
    else if (FLAG(n)) xputs(val);
    else xprintf("%s = %s\n", name, val);
  }
  free(name);
  free(path);
}

// Check a -p line's syntax, and keep its setting for later: procps reads
// all the files before it sets anything.
static void load_line(char *line, char *file, long lineno)
{
  char *s = line, *eq, *end, *val;

  while (isspace(*s)) s++;
  if (!*s || *s == '#' || *s == ';') return;
  if (!(eq = strchr(s, '='))) {
    // (not a failure for the exit status, as procps)
    int status = toys.exitval;

    error_msg("%s(%ld): invalid syntax, continuing...", file, lineno);
    toys.exitval = status;
    return;
  }
  for (end = eq; end > s && isspace(end[-1]); end--);
  for (val = eq+1; isspace(*val); val++);
  for (eq = val+strlen(val); eq > val && isspace(eq[-1]);) *--eq = 0;
  // kept as KEY NUL VALUE
  memmove(end+1, val, strlen(val)+1);
  *end = 0;
  TT.todo = xrealloc(TT.todo, (TT.count+1)*sizeof(char *));
  TT.todo[TT.count++] = xmemdup(s, end-s+strlen(end+1)+2);
}

static void load_file(FILE *fp, char *name)
{
  char *line;
  long lineno = 0;

  while ((line = xgetline(fp))) {
    load_line(line, name, ++lineno);
    free(line);
  }
}

void sysctl_main(void)
{
  char **arg, *eq;
  int i;

  if (FLAG(p)) {
    for (arg = toys.optargs; *arg; arg++) {
      FILE *fp = strcmp(*arg, "-") ? fopen(*arg, "r") : stdin;

      if (!fp) {
        perror_msg("cannot open \"%s\"", *arg);
        toys.exitval = 1;
      } else {
        load_file(fp, *arg);
        if (fp != stdin) fclose(fp);
      }
    }
    if (!toys.optc) {
      FILE *fp = fopen("/etc/sysctl.conf", "r");

      if (fp) {
        load_file(fp, "/etc/sysctl.conf");
        fclose(fp);
      }
    }
    for (i = 0; i<TT.count; i++) {
      char *key = TT.todo[i], ignore = *key == '-';

      do_key(key+ignore, strlen(key+ignore), key+strlen(key)+1, ignore);
      free(key);
    }
    free(TT.todo);
    if (FLAG(e)) toys.exitval = 0;

    return;
  }
  if (FLAG(a) || FLAG(A)) {
    dirtree_flagread("/proc/sys", DIRTREE_SORT, show_tree);

    return;
  }
  if (!toys.optc) help_exit("no variables specified");
  for (arg = toys.optargs; *arg; arg++) {
    if ((eq = strchr(*arg, '='))) do_key(*arg, eq-*arg, eq+1, 0);
    else if (FLAG(w)) {
      error_msg("command line(0): invalid syntax, continuing...");
      toys.exitval = 1;
    } else do_key(*arg, strlen(*arg), 0, 0);
  }
}
