/* mkgen.c - write the generated/ headers from toys/ and the configuration.
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * Built with $(HOSTCC) and run by the Makefile:
 *   mkgen scan GEN FILE...       Config.in, newtoys.h, globals.h, help.h,
 *                                files.txt from the command sources
 *   mkgen flags GEN ALL CUR      flags.h and srcs.txt from the option strings
 *                                expanded with every option on (ALL) and
 *                                with the configuration (CUR)
 *   mkgen single GEN NAME        turn every other command off in GEN/config.h
 *
 * Every output is rewritten only when its contents change, so make doesn't
 * rebuild what didn't change.
 */

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct cmd {
  char *name, *line, *file, *sym;
  int old;
};

static struct cmd *cmds;
static int ncmds;

static void die(const char *fmt, ...)
{
  va_list va;

  fprintf(stderr, "mkgen: ");
  va_start(va, fmt);
  vfprintf(stderr, fmt, va);
  va_end(va);
  fputc('\n', stderr);
  exit(1);
}

static void *xrealloc(void *p, size_t len)
{
  if (!(p = realloc(p, len))) die("out of memory");
  return p;
}

static char *xstrndup(const char *s, size_t len)
{
  char *p = xrealloc(0, len+1);

  memcpy(p, s, len);
  p[len] = 0;
  return p;
}

// A growing string.
struct buf { char *s; size_t len, max; };

static void bput(struct buf *b, const char *s, size_t len)
{
  if (b->len+len+1 > b->max) b->s = xrealloc(b->s, b->max = (b->len+len)*2+64);
  memcpy(b->s+b->len, s, len);
  b->s[b->len += len] = 0;
}

static void bprintf(struct buf *b, const char *fmt, ...)
{
  va_list va;
  char tmp[4096], *big = tmp;
  int len;

  va_start(va, fmt);
  len = vsnprintf(tmp, sizeof(tmp), fmt, va);
  va_end(va);
  if (len >= (int)sizeof(tmp)) {
    big = xrealloc(0, len+1);
    va_start(va, fmt);
    vsnprintf(big, len+1, fmt, va);
    va_end(va);
  }
  bput(b, big, len);
  if (big != tmp) free(big);
}

static char *readall(const char *name, size_t *plen)
{
  FILE *fp = fopen(name, "r");
  struct buf b = {0};
  char tmp[65536];
  size_t len;

  if (!fp) return 0;
  while ((len = fread(tmp, 1, sizeof(tmp), fp))) bput(&b, tmp, len);
  fclose(fp);
  if (!b.s) bput(&b, "", 0);
  if (plen) *plen = b.len;

  return b.s;
}

// Write a file unless it already holds exactly this.
static void writeif(const char *gen, const char *name, struct buf *b)
{
  char path[4096];
  size_t len;
  char *old;
  FILE *fp;

  snprintf(path, sizeof(path), "%s/%s", gen, name);
  if (!b->s) bput(b, "", 0);
  old = readall(path, &len);
  if (old && len == b->len && !memcmp(old, b->s, len)) {
    free(old);
    return;
  }
  free(old);
  if (!(fp = fopen(path, "w")) || fwrite(b->s, 1, b->len, fp) != b->len
      || fclose(fp)) die("%s: %s", path, strerror(errno));
}

static int cmpcmd(const void *a, const void *b)
{
  return strcmp(((struct cmd *)a)->name, ((struct cmd *)b)->name);
}

// The file's base name without directory or .c: the GLOBALS struct name.
static char *filebase(const char *file)
{
  const char *s = strrchr(file, '/');
  size_t len;

  s = s ? s+1 : file;
  len = strlen(s);
  if (len > 2 && !strcmp(s+len-2, ".c")) len -= 2;

  return xstrndup(s, len);
}

// files.txt: "FILE NAME NAME...\n" a source file.
struct fileent { char *file, *name; int hasglobals; };
static struct fileent *fents;
static int nfents;

static void load_files(const char *gen)
{
  char path[4096], *files, *line, *eol;

  snprintf(path, sizeof(path), "%s/files.txt", gen);
  if (!(files = readall(path, 0))) die("%s: %s", path, strerror(errno));
  for (line = files; *line; line = eol+!!*eol) {
    char *file, *s, *t, *text;

    eol = strchr(line, '\n');
    if (!eol) eol = line+strlen(line);
    file = xstrndup(line, strcspn(line, " \n"));
    text = readall(file, 0);
    for (s = line+strlen(file); s < eol; s = t) {
      s++;
      t = s+strcspn(s, " \n");
      fents = xrealloc(fents, sizeof(*fents)*(nfents+1));
      fents[nfents].file = file;
      fents[nfents].name = xstrndup(s, t-s);
      fents[nfents++].hasglobals = text && strstr(text, "\nGLOBALS(");
    }
    free(text);
  }
}

static int indent(const char *s)
{
  int i = 0;

  for (;; s++) {
    if (*s == ' ') i++;
    else if (*s == '\t') i = (i|7)+1;
    else return i;
  }
}

// Help text of "config SYM" in a config block, as a C string literal body.
static void help_of(struct buf *out, const char *block, const char *sym)
{
  const char *s = block, *line, *eol;
  int found = 0, hind = -1, minind = 1000, n = 0, i;
  const char *lines[1000];
  int lens[1000];

  for (line = s; *line; line = *eol ? eol+1 : eol) {
    const char *t;

    eol = strchr(line, '\n');
    if (!eol) eol = line+strlen(line);
    t = line+strspn(line, " \t");
    if (hind >= 0) {
      if (t == eol) {
        if (n < 1000) lines[n] = line, lens[n++] = 0;
        continue;
      }
      if (indent(line) <= hind) break;
      if (indent(line) < minind) minind = indent(line);
      if (n < 1000) lines[n] = line, lens[n++] = eol-line;
      continue;
    }
    if (!strncmp(t, "config ", 7) || !strncmp(t, "menuconfig ", 11)) {
      const char *name = t+(*t == 'c' ? 7 : 11);

      name += strspn(name, " \t");
      found = !strncmp(name, sym, strlen(sym))
        && (name+strlen(sym) == eol || isspace((unsigned char)name[strlen(sym)]));
    } else if (found && (!strncmp(t, "help", 4) &&
        (t+4 == eol || isspace((unsigned char)t[4])))) hind = indent(line);
  }
  while (n && !lens[n-1]) n--;
  for (i = 0; i < n; i++) {
    const char *l = lines[i];
    int col = 0, len = lens[i];

    // strip minind columns of indentation
    while (len && col < minind && (*l == ' ' || *l == '\t')) {
      col = (*l == '\t') ? (col|7)+1 : col+1;
      l++;
      len--;
    }
    for (; len; len--, l++) {
      if (*l == '"' || *l == '\\') bput(out, "\\", 1);
      if (*l == '\t') bput(out, "\\t", 2);
      else bput(out, l, 1);
    }
    if (i+1 < n) bput(out, "\\n", 2);
  }
}

static void scan(const char *gen, int argc, char **argv)
{
  struct buf config = {0}, newtoys = {0}, globals = {0}, help = {0},
    files = {0}, gunion = {0};
  const char *dirs[] = {"posix", "lsb", "other", "net", "android", 0},
    *titles[] = {"POSIX commands", "LSB commands", "Other commands",
                 "Networking commands", "Android commands"};
  char **blocks = xrealloc(0, sizeof(char *)*(argc+1));
  int d, i, j;

  for (i = 0; i < argc; i++) {
    char *text = readall(argv[i], 0), *end, *s, *cfg;

    if (!text) die("%s: %s", argv[i], strerror(errno));
    if (strncmp(text, "/*", 2) || !(end = strstr(text, "*/")))
      die("%s: doesn't start with its description comment", argv[i]);
    *end = 0;

    // NEWTOY and OLDTOY lines
    bprintf(&files, "%s", argv[i]);
    for (s = text; (s = strstr(s, "USE_")); s++) {
      char *eol = strchr(s, '\n'), *paren = strchr(s, '('), *name, *comma;
      struct cmd *c;

      if (!eol) eol = s+strlen(s);
      if (!paren || paren > eol) continue;
      if (strncmp(paren+1, "NEWTOY(", 7) && strncmp(paren+1, "OLDTOY(", 7))
        continue;
      if (s != text && s[-1] != '\n') continue;
      name = paren+8;
      if (!(comma = strchr(name, ',')) || comma > eol)
        die("%s: bad %.7s line", argv[i], paren+1);
      cmds = xrealloc(cmds, sizeof(*cmds)*(ncmds+1));
      c = cmds+ncmds++;
      c->name = xstrndup(name, comma-name);
      c->line = xstrndup(s, eol-s);
      c->file = argv[i];
      c->sym = xstrndup(s+4, paren-s-4);
      c->old = paren[1] == 'O';
      bprintf(&files, " %s", c->name);
    }
    bput(&files, "\n", 1);

    // The config blocks: from the first "config" line to the comment's end
    cfg = strstr(text, "\nconfig ");
    blocks[i] = cfg ? cfg+1 : 0;

    // GLOBALS( ... ) after the comment
    if ((s = strstr(end+2, "\nGLOBALS("))) {
      char *close = strstr(s, "\n)"), *base = filebase(argv[i]);

      if (!close) die("%s: unterminated GLOBALS", argv[i]);
      bprintf(&globals, "struct %s_data {%.*s\n};\n\n", base,
        (int)(close-s-9), s+9);
      bprintf(&gunion, "  struct %s_data %s;\n", base, base);
      free(base);
    }
  }

  // Config.in: one menu a directory
  bprintf(&config, "# Generated by mkgen from toys/*/*.c: do not edit.\n\n");
  for (d = 0; dirs[d]; d++) {
    int any = 0;

    for (i = 0; i < argc; i++) {
      char *dir = strstr(argv[i], dirs[d]);

      if (!blocks[i] || !dir || dir[strlen(dirs[d])] != '/'
          || (dir != argv[i] && dir[-1] != '/')) continue;
      if (!any++) bprintf(&config, "menu \"%s\"\n\n", titles[d]);
      bprintf(&config, "%s\n", blocks[i]);
    }
    if (any) bprintf(&config, "endmenu\n\n");
  }

  // newtoys.h, sorted by command name
  qsort(cmds, ncmds, sizeof(*cmds), cmpcmd);
  bprintf(&newtoys, "/* Generated by mkgen: the command table, sorted. */\n");
  for (i = 0; i < ncmds; i++) {
    if (i && !strcmp(cmds[i].name, cmds[i-1].name))
      die("command %s defined twice (%s, %s)", cmds[i].name, cmds[i-1].file,
        cmds[i].file);
    bprintf(&newtoys, "%s\n", cmds[i].line);
  }

  // help.h: the help text of each command's config symbol
  bprintf(&help, "/* Generated by mkgen: help text of each command. */\n");
  for (i = 0; i < ncmds; i++) {
    if (cmds[i].old) continue;
    for (j = 0; j < argc; j++) if (argv[j] == cmds[i].file) break;
    bprintf(&help, "#define HELP_%s (CFG_TOYBOX_HELP ? \"", cmds[i].name);
    if (blocks[j]) help_of(&help, blocks[j], cmds[i].sym);
    bprintf(&help, "\" : 0)\n");
  }

  bprintf(&globals, "extern union global_union {\n%s  char dummy;\n} this;\n",
    gunion.s ? gunion.s : "");
  {
    struct buf g2 = {0};

    bprintf(&g2, "/* Generated by mkgen: each command's GLOBALS. */\n\n%s",
      globals.s);
    writeif(gen, "globals.h", &g2);
  }
  writeif(gen, "Config.in", &config);
  writeif(gen, "newtoys.h", &newtoys);
  writeif(gen, "help.h", &help);
  writeif(gen, "files.txt", &files);
}

// One command's expanded option string from the preprocessor's output.
struct optstr { char *name, *str; };

static struct optstr *read_optstrs(const char *file, int *count)
{
  char *text = readall(file, 0), *s, *eol;
  struct optstr *list = 0;
  int n = 0;

  if (!text) die("%s: %s", file, strerror(errno));
  for (s = text; *s; s = eol+!!*eol) {
    char *t = s, *name;
    struct buf str = {0};
    int isnull = 0;

    eol = strchr(s, '\n');
    if (!eol) eol = s+strlen(s);
    while (t < eol && isspace((unsigned char)*t)) t++;
    if (strncmp(t, "@@", 2)) continue;
    t += 2;
    name = t;
    while (t < eol && !isspace((unsigned char)*t)) t++;
    name = xstrndup(name, t-name);
    // Concatenate the string literals that follow; NULL or 0 means none.
    while (t < eol) {
      if (*t == '"') {
        for (t++; t < eol && *t != '"'; t++) {
          if (*t == '\\' && t+1 < eol) {
            t++;
            if (*t == 'n') bput(&str, "\n", 1);
            else bput(&str, t, 1);
          } else bput(&str, t, 1);
        }
        t++;
      } else {
        if (!strncmp(t, "NULL", 4) || (*t == '0' && !isalnum((unsigned char)t[1])))
          isnull = 1;
        t++;
      }
    }
    list = xrealloc(list, sizeof(*list)*(n+1));
    list[n].name = name;
    list[n].str = (isnull && !str.s) ? 0 : (str.s ? str.s : xstrndup("", 0));
    n++;
  }
  *count = n;

  return list;
}

// The options of an option string, in order: short char or long-only name.
struct optname { char *name; int c; };

static int parse_opts(const char *s, struct optname *out, int max)
{
  int n = 0, attached = 0;

  if (!s) return 0;
  while (*s && strchr("<>^?&", *s)) {
    if (*s == '<' || *s == '>') {
      s++;
      while (isdigit((unsigned char)*s)) s++;
    } else s++;
  }
  while (*s && *s != '[') {
    if (*s == '(') {
      const char *end = strchr(s, ')');

      if (!end) die("unclosed ( in option string");
      if (!n || attached != 1) {
        if (n == max) die("too many options");
        out[n].c = -1;
        out[n++].name = xstrndup(s+1, end-s-1);
        attached = 2;
      }
      s = end+1;
      continue;
    }
    if (n && strchr(":*#.%@", *s)) {
      int type = *s++;

      attached = 0;
      if (type == ':' && *s == ';') s++;  // optional argument
      if (strchr("#.%", type)) while (*s == '<' || *s == '>' || *s == '=') {
        // [-+]digits[.digits]
        s++;
        if (*s == '-' || *s == '+') s++;
        while (isdigit((unsigned char)*s)) s++;
        if (type != '#' && *s == '.')
          for (s++; isdigit((unsigned char)*s); s++);
      }
      continue;
    }
    if (n && *s == '|') {
      s++;
      continue;
    }
    if (n == max) die("too many options");
    out[n].c = (unsigned char)*s++;
    out[n++].name = 0;
    attached = 1;
  }

  return n;
}

static void flagname(struct buf *b, struct optname *o)
{
  char *s;

  if (o->c != -1) bprintf(b, "FLAG_%c", o->c);
  else {
    bprintf(b, "FLAG_");
    for (s = o->name; *s; s++) bprintf(b, "%c", isalnum((unsigned char)*s) ? *s : '_');
  }
}

static int identifier_ok(struct optname *o)
{
  return o->c == -1 || isalnum(o->c) || o->c == '_';
}

static void flags(const char *gen, const char *allfile, const char *curfile)
{
  struct optstr *all, *cur;
  int nall, ncur, i, j, k;
  struct buf out = {0}, srcs = {0};
  all = read_optstrs(allfile, &nall);
  cur = read_optstrs(curfile, &ncur);

  load_files(gen);

  bprintf(&out, "/* Generated by mkgen: option strings and FLAG_ macros. */\n\n");
  for (i = 0; i < nall; i++) {
    struct optname aopts[128], copts[128];
    int na = parse_opts(all[i].str, aopts, 128), nc = 0;
    struct optstr *c = 0;
    char *base = 0;

    for (j = 0; j < ncur; j++) if (!strcmp(cur[j].name, all[i].name)) c = cur+j;
    if (c) nc = parse_opts(c->str, copts, 128);

    // Which file holds its GLOBALS (for TT)
    for (j = 0; j < nfents; j++)
      if (!strcmp(fents[j].name, all[i].name) && fents[j].hasglobals)
        base = filebase(fents[j].file);

    if (c && c->str) {
      bprintf(&out, "#define OPTSTR_%s \"", all[i].name);
      for (k = 0; c->str[k]; k++) {
        if (c->str[k] == '"' || c->str[k] == '\\') bprintf(&out, "\\");
        bprintf(&out, "%c", c->str[k]);
      }
      bprintf(&out, "\"\n");
    } else bprintf(&out, "#define OPTSTR_%s 0\n", all[i].name);

    bprintf(&out, "#ifdef CLEANUP_%s\n#undef CLEANUP_%s\n#undef FOR_%s\n",
      all[i].name, all[i].name, all[i].name);
    for (j = 0; j < na; j++) {
      if (!identifier_ok(aopts+j)) continue;
      bprintf(&out, "#undef ");
      flagname(&out, aopts+j);
      bprintf(&out, "\n");
    }
    bprintf(&out, "#undef TT\n#endif\n");

    bprintf(&out, "#ifdef FOR_%s\n", all[i].name);
    if (base) bprintf(&out, "#ifndef TT\n#define TT this.%s\n#endif\n", base);
    free(base);
    for (j = 0; j < na; j++) {
      int bit = -1;

      if (!identifier_ok(aopts+j)) continue;
      for (k = 0; k < nc; k++) {
        if (aopts[j].c != copts[k].c) continue;
        if (aopts[j].c == -1 && strcmp(aopts[j].name, copts[k].name)) continue;
        bit = nc-1-k;
      }
      bprintf(&out, "#define ");
      flagname(&out, aopts+j);
      if (bit < 0) bprintf(&out, " 0\n");
      else bprintf(&out, " (1ULL<<%d)\n", bit);
    }
    bprintf(&out, "#endif\n\n");
  }
  writeif(gen, "flags.h", &out);

  // Sources to compile: files with at least one enabled command
  for (i = 0; i < nfents; i++) {
    if (i && fents[i].file == fents[i-1].file) continue;
    for (k = i; k < nfents && fents[k].file == fents[i].file; k++)
      for (j = 0; j < ncur; j++) if (!strcmp(fents[k].name, cur[j].name)) {
        bprintf(&srcs, "%s\n", fents[i].file);
        k = nfents;
        break;
      }
  }
  writeif(gen, "srcs.txt", &srcs);
}

// Keep only NAME (and its sub-options) on in GEN/config.h
static void single(const char *gen, const char *name)
{
  char path[4096], *text, *eol, *line;
  struct buf out = {0};
  char upname[256];
  int i;

  for (i = 0; name[i] && i < 255; i++) upname[i] = toupper((unsigned char)name[i]);
  upname[i] = 0;
  snprintf(path, sizeof(path), "%s/config.h", gen);
  if (!(text = readall(path, 0))) die("%s: %s", path, strerror(errno));
  load_files(gen);

  for (line = text; *line; line = eol+!!*eol) {
    char sym[256];
    int off = 0, len;

    eol = strchr(line, '\n');
    if (!eol) eol = line+strlen(line);
    len = eol-line;
    // The command itself is on even if .config has it off
    if ((sscanf(line, "#define CFG_%255[A-Z0-9_] %d", sym, &i) == 2
         || sscanf(line, "#define USE_%255[A-Z0-9_](...)", sym) == 1)
        && !strcmp(sym, upname)) {
      if (line[8] == 'C') bprintf(&out, "#define CFG_%s 1\n", sym);
      else bprintf(&out, "#define USE_%s(...) __VA_ARGS__\n", sym);
      continue;
    }
    if (sscanf(line, "#define CFG_%255[A-Z0-9_] 1", sym) == 1
        || sscanf(line, "#define USE_%255[A-Z0-9_](...) __VA_ARGS__", sym) == 1) {
      size_t sl = strlen(sym), ul = strlen(upname);

      if ((sl == ul || (sl > ul && sym[ul] == '_')) && !strncmp(sym, upname, ul))
        off = 0;
      else if (!strncmp(sym, "TOYBOX_", 7) || !strcmp(sym, "TOYBOX")) off = 0;
      else for (i = 0; i < nfents && !off; i++) {
        // Another command, or one of that command's options?
        char upn[256];
        size_t k, nl = strlen(fents[i].name);

        if (nl > 255) continue;
        for (k = 0; k <= nl; k++) upn[k] = toupper((unsigned char)fents[i].name[k]);
        if (!strncmp(sym, upn, nl) && (!sym[nl] || sym[nl] == '_')
            && strcmp(upn, upname)) off = 1;
      }
    }
    if (!off) bprintf(&out, "%.*s\n", len, line);
    else if (!strncmp(line, "#define CFG_", 12))
      bprintf(&out, "#define CFG_%s 0\n", sym);
    else bprintf(&out, "#define USE_%s(...)\n", sym);
  }
  writeif(gen, "config.h", &out);
}

int main(int argc, char *argv[])
{
  if (argc >= 3 && !strcmp(argv[1], "scan")) scan(argv[2], argc-3, argv+3);
  else if (argc == 5 && !strcmp(argv[1], "flags")) flags(argv[2], argv[3], argv[4]);
  else if (argc == 4 && !strcmp(argv[1], "single")) single(argv[2], argv[3]);
  else die("usage: mkgen scan|flags|single GEN ...");

  return 0;
}
