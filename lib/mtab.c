/* mtab.c - what's mounted (/proc/self/mountinfo) for mount, umount.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 */

#include "toys.h"

// Undo mountinfo's \NNN octal escapes in place
static char *mtab_unescape(char *s)
{
  char *from, *to;

  for (from = to = s; *from; from++) {
    if (*from == '\\' && from[1]>='0' && from[1]<='3' && from[2]>='0'
        && from[2]<='7' && from[3]>='0' && from[3]<='7') {
      *to++ = ((from[1]-'0')<<6)+((from[2]-'0')<<3)+from[3]-'0';
      from += 3;
    } else *to++ = *from;
  }
  *to = 0;

  return s;
}

// Everything mounted, in mount order (the last mounted first if reverse):
// each line "ID PARENT MAJ:MIN ROOT DIR VFSOPTS [OPTIONAL...] - TYPE SRC SUPER"
struct mtab *mtab_read(int reverse)
{
  FILE *fp = fopen("/proc/self/mountinfo", "r");
  struct mtab *list = 0, **tail = &list, *m;
  char *line, *f[11], *s, *dash;
  int i;

  if (!fp) perror_exit("/proc/self/mountinfo");
  while ((line = xgetline(fp))) {
    if (!(dash = strstr(line, " - "))) {
      free(line);
      continue;
    }
    *dash = 0;
    for (s = line, i = 0; i<6 && (f[i] = strsep(&s, " ")); i++);
    for (s = dash+3; i<9 && (f[i] = strsep(&s, " ")); i++);
    if (i<9) {
      free(line);
      continue;
    }
    m = xzalloc(sizeof(*m));
    m->line = line;
    sscanf(f[2], "%u:%u", &m->maj, &m->min);
    m->root = mtab_unescape(f[3]);
    m->dir = mtab_unescape(f[4]);
    m->vfsopts = f[5];
    m->type = mtab_unescape(f[6]);
    m->src = mtab_unescape(f[7]);
    m->superopts = f[8];
    // The options mount shows: the mount's (ro if the filesystem is), then
    // the filesystem's others
    m->opts = xmprintf("%s", m->vfsopts);
    if (!strncmp(m->opts, "rw", 2) && (!strncmp(m->superopts, "ro", 2)
        ? !m->superopts[2] || m->superopts[2] == ',' : !!strstr(m->superopts,
        ",ro,"))) m->opts[1] = 'o';
    for (s = m->superopts; s && *s;) {
      int len = strcspn(s, ","), j;
      char *o = m->opts;

      // (rw and ro are already there)
      if (len == 2 && (!strncmp(s, "rw", 2) || !strncmp(s, "ro", 2))) len = 0;
      if (len) for (j = 0; *o; o += j+!!o[j])
        if ((j = strcspn(o, ",")) == len && !strncmp(o, s, len)) break;
      if (len && !*o) {
        o = xmprintf("%s,%.*s", m->opts, len, s);
        free(m->opts);
        m->opts = o;
      }
      s += strcspn(s, ",");
      if (*s) s++;
    }
    if (reverse) {
      m->next = list;
      list = m;
    } else {
      *tail = m;
      tail = &m->next;
    }
  }
  fclose(fp);

  return list;
}

void mtab_free(struct mtab *list)
{
  struct mtab *m;

  while ((m = list)) {
    list = m->next;
    free(m->line);
    free(m->opts);
    free(m);
  }
}
