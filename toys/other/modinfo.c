/* modinfo.c - show the information a kernel module carries
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard. Output as kmod's modinfo.

USE_MODINFO(NEWTOY(modinfo, "<1F:k:b:0adlnp", TOYFLAG_SBIN))

config MODINFO
  bool "modinfo"
  default y
  help
    usage: modinfo [-0adlnp] [-F FIELD] [-b BASEDIR] [-k KERNEL] MODULE...

    Show the fields of each MODULE's .modinfo section. MODULE is a file
    (.ko, .ko.gz, .ko.xz) or a module name or alias looked up in
    BASEDIR/lib/modules/KERNEL/modules.dep, modules.alias, modules.builtin.

    -0	End fields with NUL, not newline
    -F	Only FIELD's values (filename: the file; parm: the parameters)
    -a	Same as -F author
    -b	Module tree under BASEDIR (default /)
    -d	Same as -F description
    -k	Kernel version KERNEL (default: uname -r)
    -l	Same as -F license
    -n	Same as -F filename
    -p	Same as -F parm

    The last of -F -a -d -l -n -p counts.
*/

#define FOR_modinfo
#include "toys.h"

GLOBALS(
  char *F, *k, *b;

  char *field, *dir;
)

static void field(char *key, char *val, int len)
{
  if (TT.field) xprintf("%.*s%c", len, val, FLAG(0) ? 0 : '\n');
  else {
    sprintf(toybuf, "%s:", key);
    xprintf("%-16s%.*s%c", toybuf, len, val, FLAG(0) ? 0 : '\n');
  }
}

// Show the parameters: one line each, the last one first, with its
// description and (type).
static void params(char *mi, long len)
{
  char *s, *e, *eq, *colon, *name, *desc, *type, *val;
  struct param { struct param *next; char *name, *desc, *type; } *list = 0, *p;
  int parm;

  for (s = mi; s<mi+len; s = e+1) {
    if (!(e = memchr(s, 0, mi+len-s))) e = mi+len;
    if (!(eq = memchr(s, '=', e-s))) continue;
    if ((parm = !strncmp(s, "parm=", 5)) || !strncmp(s, "parmtype=", 9)) {
      val = eq+1;
      if (!(colon = memchr(val, ':', e-val))) continue;
      name = xstrndup(val, colon-val);
      for (p = list; p; p = p->next) if (!strcmp(p->name, name)) break;
      if (!p) {
        p = xzalloc(sizeof(*p));
        p->name = name;
        p->next = list;
        list = p;
      } else free(name);
      if (parm) p->desc = xstrndup(colon+1, e-colon-1);
      else p->type = xstrndup(colon+1, e-colon-1);
    }
  }
  while ((p = list)) {
    list = p->next;
    desc = p->desc ? p->desc : "";
    type = p->type;
    if (TT.field || p->desc) {
      if (type) s = xmprintf("%s:%s (%s)", p->name, desc, type);
      else s = xmprintf("%s:%s", p->name, desc);
    } else s = xmprintf("%s:%s", p->name, type ? type : "");
    field("parm", s, strlen(s));
    free(s);
    free(p->name);
    free(p->desc);
    free(p->type);
    free(p);
  }
}

static int show_file(char *path, char *arg)
{
  char *elf, *mi, *s, *e, *eq, *full;
  long len, milen;

  if (!(elf = mod_read(path, &len))) return 0;
  if (!(mi = elf_section(elf, len, ".modinfo", &milen))) {
    free(elf);
    error_msg("ERROR: Module %s not found.", arg);
    return 1;
  }
  if (*path=='/') full = xstrdup(path);
  else {
    s = xgetcwd();
    full = xmprintf("%s/%s", s, path);
    free(s);
  }
  if (!TT.field || !strcmp(TT.field, "filename")) field("filename", full, strlen(full));
  free(full);
  if (!TT.field || strcmp(TT.field, "filename")) {
    for (s = mi; s<mi+milen; s = e+1) {
      if (!(e = memchr(s, 0, mi+milen-s))) e = mi+milen;
      if (!(eq = memchr(s, '=', e-s))) continue;
      if (!strncmp(s, "parm=", 5) || !strncmp(s, "parmtype=", 9)) {
        if (!TT.field || strcmp(TT.field, "parmtype")) continue;
      }
      if (TT.field) {
        if (eq-s == strlen(TT.field) && !strncmp(s, TT.field, eq-s))
          field(TT.field, eq+1, e-eq-1);
      } else if (FLAG(0)) xprintf("%.*s%c", (int)(e-s), s, 0);
      else {
        *eq = 0;
        field(s, eq+1, e-eq-1);
        *eq = '=';
      }
    }
    if (!TT.field || !strcmp(TT.field, "parm")) params(mi, milen);
  }
  free(elf);

  return 1;
}

static void do_modinfo(char *arg)
{
  struct stat st;
  char *name, *path, **list, **l;
  int found = 0;

  if (!stat(arg, &st) && S_ISREG(st.st_mode)) {
    if (!show_file(arg, arg)) toys.exitval = 1;
    return;
  }
  name = mod_normalize(arg);
  if (mod_dep(TT.dir, name, &path, 0)) {
    found = show_file(path, arg);
    free(path);
  } else {
    for (l = list = mod_alias(TT.dir, name); *l; l++) {
      if (mod_dep(TT.dir, *l, &path, 0)) {
        found |= show_file(path, arg);
        free(path);
      }
      free(*l);
    }
    free(list);
    if (!found && mod_builtin(TT.dir, name)) {
      found = 1;
      if (!TT.field || !strcmp(TT.field, "name")) field("name", name, strlen(name));
      if (!TT.field || !strcmp(TT.field, "filename")) field("filename", "(builtin)", 9);
    }
  }
  if (!found) error_msg("ERROR: Module %s not found.", arg);
  free(name);
}

void modinfo_main(void)
{
  char **a, *s, *f = 0;

  // The last of -F -a -d -l -n -p wins
  for (a = toys.argv+1; *a && strcmp(*a, "--"); a++) {
    if (**a!='-' || a[0][1]=='-') continue;
    for (s = *a+1; *s; s++) {
      if (strchr("Fbk", *s)) {
        if (*s=='F') f = s[1] ? s+1 : a[1];
        if (!s[1] && a[1]) a++;
        break;
      }
      if (*s=='a') f = "author";
      if (*s=='d') f = "description";
      if (*s=='l') f = "license";
      if (*s=='n') f = "filename";
      if (*s=='p') f = "parm";
    }
  }
  TT.field = f;
  TT.dir = mod_dir(TT.b, TT.k);
  for (a = toys.optargs; *a; a++) do_modinfo(*a);
}
