/* modprobe.c - load or remove kernel modules with their dependencies
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard. Behaves like kmod's modprobe.

USE_MODPROBE(NEWTOY(modprobe, "a(all)b(use-blacklist)C(config):d(dirname):D(show-depends)l(list)n(dry-run)q(quiet)r(remove)S(set-version):v(verbose)", TOYFLAG_SBIN))

config MODPROBE
  bool "modprobe"
  default y
  help
    usage: modprobe [-abDlnqrv] [-C CONFIG] [-d DIR] [-S VERSION] MODULE [OPTION=VALUE...]

    Load MODULE (a name or an alias) after the modules it needs, as listed in
    DIR/lib/modules/VERSION/modules.dep, with the options given and those
    of the configuration (the .conf files in /etc/modprobe.d and the like: alias, options,
    blacklist, softdep lines; modules.softdep too).

    -a	Every argument is a MODULE (no options)
    -b	Don't load blacklisted modules named directly either (only aliases)
    -C	Configuration file or directory CONFIG instead
    -d	Module tree under DIR (default /)
    -D	Show what would be loaded (insmod/builtin lines), load nothing
    -l	List the modules matching each MODULE pattern (default all)
    -n	Dry run: do everything but load or remove
    -q	Quiet: no message about modules not found
    -r	Remove MODULE, then the modules it used that nothing uses
    -S	Kernel VERSION (default: uname -r)
    -v	Say each insmod/rmmod
*/

#define FOR_modprobe
#include "toys.h"
#include <sys/syscall.h>

GLOBALS(
  char *C, *d, *S;

  char *dir;
  struct arg_list *alias, *opts, *black, *soft, *done;
  int depth;
)

// Config lines are kept as "NAME REST" strings in lists, in file order
static void keep(struct arg_list **list, char *name, char *rest)
{
  char *n = mod_normalize(name);
  struct arg_list *a = xmalloc(sizeof(*a)+strlen(n)+strlen(rest ? rest : "")+2);

  a->arg = (char *)(a+1);
  sprintf(a->arg, "%s %s", n, rest ? rest : "");
  free(n);
  a->next = 0;
  while (*list) list = &(*list)->next;
  *list = a;
}

// REST of the first entry of list for name, else 0
static char *find(struct arg_list *list, char *name)
{
  int len = strlen(name);

  for (; list; list = list->next)
    if (!strncmp(list->arg, name, len) && list->arg[len]==' ')
      return list->arg+len+1;

  return 0;
}

// The modules of name's softdep "pre:" (or "post:") part: a malloced list
static char **softlist(char *name, int post)
{
  char *s = find(TT.soft, name), *w, **out = xzalloc(sizeof(char *));
  int on = 0, n = 0, len;

  while (s && *(s += strspn(s, " \t"))) {
    w = xstrndup(s, len = strcspn(s, " \t"));
    s += len;
    if (!strcmp(w, "pre:")) on = !post;
    else if (!strcmp(w, "post:")) on = post;
    else if (on) {
      out = xrealloc(out, sizeof(char *)*(n+2));
      out[n++] = w;
      out[n] = 0;
      continue;
    }
    free(w);
  }

  return out;
}

static void freelist(char **list)
{
  char **l;

  for (l = list; *l; l++) free(*l);
  free(list);
}

static void read_config(char *path)
{
  FILE *fp = fopen(path, "r");
  char *line = 0, *l, *cmd, *name, *rest;

  if (!fp) return;
  while ((l = xgetline(fp))) {
    // Join continued lines
    if (line) {
      char *s = xmprintf("%s%s", line, l);

      free(line);
      free(l);
      l = s;
    }
    line = l;
    if (*l && l[strlen(l)-1]=='\\') {
      l[strlen(l)-1] = 0;
      continue;
    }
    if ((cmd = strtok(l, " \t")) && *cmd!='#' && (name = strtok(0, " \t"))) {
      rest = strtok(0, "");
      if (rest) rest += strspn(rest, " \t");
      if (!strcmp(cmd, "alias") && rest) {
        rest = strtok(rest, " \t");
        keep(&TT.alias, name, rest);
      } else if (!strcmp(cmd, "options") && rest) keep(&TT.opts, name, rest);
      else if (!strcmp(cmd, "blacklist")) keep(&TT.black, name, 0);
      else if (!strcmp(cmd, "softdep") && rest) keep(&TT.soft, name, rest);
    }
    free(line);
    line = 0;
  }
  free(line);
  fclose(fp);
}

static void read_configs(char *path)
{
  struct stat st;
  struct dirent **names;
  int i, n;
  char *s;

  if (stat(path, &st)) return;
  if (!S_ISDIR(st.st_mode)) return read_config(path);
  if ((n = scandir(path, &names, 0, alphasort))<0) return;
  for (i = 0; i<n; i++) {
    if (strend(names[i]->d_name, ".conf")) {
      read_config(s = xmprintf("%s/%s", path, names[i]->d_name));
      free(s);
    }
    free(names[i]);
  }
  free(names);
}

static int blacklisted(char *name)
{
  return !!find(TT.black, name);
}

// Print or do one insmod/rmmod. Returns 0 on failure.
static int run(char *name, char *path, char *opts)
{
  long len;
  char *buf;
  int rc = 1;

  if (path && !strcmp(path, "(builtin)")) {
    if (FLAG(D) || FLAG(v)) xprintf("builtin %s\n", name);
    return 1;
  }
  if (FLAG(D) || FLAG(v)) {
    if (path) xprintf("insmod %s %s\n", path, opts);
    else xprintf("rmmod %s\n", name);
  }
  if (FLAG(D) || FLAG(n)) return 1;
  if (!path) {
    if (syscall(SYS_delete_module, name, O_NONBLOCK)) {
      perror_msg("remove %s", name);
      rc = 0;
    }
  } else if (!mod_loaded(name) && (buf = mod_read(path, &len))) {
    if (syscall(SYS_init_module, buf, len, opts) && errno!=EEXIST) {
      perror_msg("insert %s", path);
      rc = 0;
    }
    free(buf);
  }

  return rc;
}

static int probe(char *arg, char *cmdopts, int top);

// Load each module of name's softdep pre: (or post:) part
static void softdeps(char *name, int post)
{
  char **list = softlist(name, post), **l;

  for (l = list; *l; l++) probe(*l, 0, 0);
  freelist(list);
}

// Load (or show) module name with its dependencies and softdeps, once
static void load(char *name, char *path, char **deps, char *cmdopts)
{
  struct arg_list *a;
  char *opts, *o, *dpath, **ddeps, *dname;
  int i;

  if (find(TT.done, name)) return;
  keep(&TT.done, name, 0);
  for (i = 0; deps && deps[i]; i++);
  while (i--) {
    dname = mod_name(deps[i]);
    if (!find(TT.done, dname) && mod_dep(TT.dir, dname, &dpath, &ddeps)) {
      load(dname, dpath, ddeps, 0);
      free(dpath);
      freelist(ddeps);
    }
    free(dname);
  }
  softdeps(name, 0);
  opts = xstrdup("");
  for (a = TT.opts; a; a = a->next) {
    int len = strlen(name);

    if (!strncmp(a->arg, name, len) && a->arg[len]==' ') {
      o = xmprintf("%s%s ", opts, a->arg+len+1);
      free(opts);
      opts = o;
    }
  }
  if (cmdopts) {
    o = xmprintf("%s%s", opts, cmdopts);
    free(opts);
    opts = o;
  }
  if (!run(name, path, opts)) toys.exitval = 1;
  free(opts);
  softdeps(name, 1);
}

// Remove module name (and what it pulled in that nothing uses), if loaded
static void unload(char *name, char **deps)
{
  char *s, **list;
  int i, post;

  if (find(TT.done, name)) return;
  keep(&TT.done, name, 0);
  // softdep post: modules first, then name, then pre:
  for (post = 1; post>=0; post--) {
    if (!post) {
      if (FLAG(D) || mod_loaded(name)) {
        if (!run(name, 0, 0)) toys.exitval = 1;
      }
      for (i = 0; !FLAG(D) && deps && deps[i]; i++) {
        char *d = mod_name(deps[i]), *rc = xmprintf("/sys/module/%s/refcnt", d);

        if (mod_loaded(d) && (s = readfile(rc, 0, 0)) && atoi(s)==0)
          unload(d, 0);
        free(rc);
        free(d);
      }
    }
    list = softlist(name, post);
    for (i = 0; list[i]; i++);
    while (i--) if (FLAG(D) || mod_loaded(list[i])) unload(list[i], 0);
    freelist(list);
  }
}

// Resolve arg (module name or alias) and load or remove what it names.
// Returns 0 if nothing matched.
static int probe(char *arg, char *cmdopts, int top)
{
  char *name = mod_normalize(arg), *path, **deps, **list, **l, *al, *w;
  struct arg_list *a;
  int found = 0;

  // A configured alias
  for (a = TT.alias; a; a = a->next) {
    al = xstrdup(a->arg);
    if ((w = strchr(al, ' '))) *w++ = 0;
    if (w && !fnmatch(al, name, 0)) {
      found = 1;
      if (!blacklisted(w)) probe(w, cmdopts, top);
    }
    free(al);
  }
  if (found) goto done;
  if (mod_dep(TT.dir, name, &path, &deps)) {
    found = 1;
    if (!(FLAG(b) && top && blacklisted(name))) {
      if (FLAG(r)) unload(name, deps);
      else load(name, path, deps, cmdopts);
    }
    free(path);
    freelist(deps);
    goto done;
  }
  for (l = list = mod_alias(TT.dir, name); *l; l++) {
    found = 1;
    if (!blacklisted(*l) && mod_dep(TT.dir, *l, &path, &deps)) {
      if (FLAG(r)) unload(*l, deps);
      else load(*l, path, deps, cmdopts);
      free(path);
      freelist(deps);
    }
    free(*l);
  }
  free(list);
  if (!found && mod_builtin(TT.dir, name)) {
    found = 1;
    if (FLAG(r)) {
      if (FLAG(D) || FLAG(v)) xprintf("rmmod %s\n", name);
      else {
        if (!FLAG(q)) error_msg("ERROR: Module %s is builtin.", name);
        toys.exitval = 1;
      }
    } else if (!find(TT.done, name)) {
      keep(&TT.done, name, 0);
      run(name, "(builtin)", "");
    }
  }
done:
  free(name);

  return found;
}

static void list(char *pat)
{
  char *fn = xmprintf("%s/modules.dep", TT.dir), *line, *c, *n;
  FILE *fp = fopen(fn, "r");

  if (!fp) perror_exit("%s", fn);
  free(fn);
  while ((line = xgetline(fp))) {
    if ((c = strchr(line, ':'))) {
      *c = 0;
      n = mod_name(line);
      if (!pat || !fnmatch(pat, n, 0)) xprintf("%s\n", line);
      free(n);
    }
    free(line);
  }
  fclose(fp);
}

void modprobe_main(void)
{
  char **a, *opts = 0, *s, *dirs[] = {"/lib/modprobe.d", "/usr/lib/modprobe.d",
    "/usr/local/lib/modprobe.d", "/run/modprobe.d", "/etc/modprobe.d",
    "/etc/modprobe.conf"};
  int i;

  TT.dir = mod_dir(TT.d, TT.S);
  if (FLAG(l)) {
    if (!*toys.optargs) list(0);
    for (a = toys.optargs; *a; a++) list(*a);
    return;
  }
  if (!*toys.optargs) help_exit("needs a MODULE");
  if (TT.C) read_configs(TT.C);
  else for (i = 0; i<sizeof(dirs)/sizeof(*dirs); i++) read_configs(dirs[i]);
  read_config(s = xmprintf("%s/modules.softdep", TT.dir));
  free(s);

  // Without -a (or -r) the arguments after MODULE are its options
  if (!FLAG(a) && !FLAG(r) && toys.optc>1) {
    for (a = toys.optargs+1; *a; a++) {
      s = xmprintf("%s%s%s", opts ? opts : "", opts ? " " : "", *a);
      free(opts);
      opts = s;
    }
    toys.optargs[1] = 0;
  }
  for (a = toys.optargs; *a; a++) {
    llist_traverse(TT.done, free);
    TT.done = 0;
    if (!probe(*a, opts, 1)) {
      if (!FLAG(q)) {
        if (FLAG(r)) error_msg("FATAL: Module %s not found.", *a);
        else error_msg("%s: Module %s not found in directory %s",
          (FLAG(a) || FLAG(r)) && toys.optc>1 ? "WARNING" : "FATAL", *a, TT.dir);
      }
      toys.exitval = 1;
    }
  }
  free(opts);
}
