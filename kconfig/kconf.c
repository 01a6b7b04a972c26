/* kconf.c - toybox's configuration tool: Config.in parser, .config and
 * generated/config.h writer.
 *
 * Copyright 2026 by the toybox authors (0BSD, see LICENSE)
 *
 * usage: kconf MODE [-c CONFIG] [-H HEADER] [-d SYM]... [-s OUTFILE] KCONFIG
 *
 * MODE is defconfig, allyesconfig, allnoconfig, oldconfig, header,
 * savedefconfig or menuconfig.
 */

#include "kconf.h"

struct node root;
unsigned value_gen = 1;

static char *conf_path = ".config", *header_path = "generated/config.h",
  *out_path = "defconfig";
static char **dsyms;
static int ndsyms;

void die(char *fmt, ...)
{
  va_list va;

  va_start(va, fmt);
  fputs("kconf: ", stderr);
  vfprintf(stderr, fmt, va);
  fputc('\n', stderr);
  va_end(va);
  exit(1);
}

void *xzalloc(size_t n)
{
  void *p = calloc(1, n);

  if (!p) die("out of memory");
  return p;
}

static char *xstrdup(char *s)
{
  return strcpy(xzalloc(strlen(s)+1), s);
}

void bput(struct buf *b, char *s, size_t len)
{
  if (b->len+len+1 > b->cap) {
    b->cap = (b->len+len+1)*2+256;
    if (!(b->s = realloc(b->s, b->cap))) die("out of memory");
  }
  memcpy(b->s+b->len, s, len);
  b->s[b->len += len] = 0;
}

void bprintf(struct buf *b, char *fmt, ...)
{
  char tmp[512], *s = tmp;
  va_list va;
  int len;

  va_start(va, fmt);
  len = vsnprintf(tmp, sizeof(tmp), fmt, va);
  va_end(va);
  if (len >= (int)sizeof(tmp)) {
    s = xzalloc(len+1);
    va_start(va, fmt);
    vsnprintf(s, len+1, fmt, va);
    va_end(va);
  }
  bput(b, s, len);
  if (s != tmp) free(s);
}

// Append string with " and \ backslash-escaped (same in .config and C)
static void bquote(struct buf *b, char *s)
{
  bput(b, "\"", 1);
  for (; *s; s++) {
    if (*s == '"' || *s == '\\') bput(b, "\\", 1);
    bput(b, s, 1);
  }
  bput(b, "\"", 1);
}

/********************** Symbol table and values **********************/

static struct sym *symtab[1024];

static struct sym *lookup(char *name, int create)
{
  unsigned h = 0;
  char *s;
  struct sym *sym;

  for (s = name; *s; s++) h = h*31+*s;
  for (sym = symtab[h%1024]; sym; sym = sym->hnext)
    if (!strcmp(sym->name, name)) return sym;
  if (!create) return 0;
  sym = xzalloc(sizeof(*sym));
  sym->name = xstrdup(name);
  sym->hnext = symtab[h%1024];
  return symtab[h%1024] = sym;
}

static char *expr_str(struct expr *e)
{
  if (e->op == E_CONST) return e->str;
  if (e->op == E_SYM) return sym_str(e->sym);

  return expr_y(e) ? "y" : "n";
}

int expr_y(struct expr *e)
{
  int eq;

  if (!e) return 1;
  switch (e->op) {
  case E_SYM: return sym_y(e->sym);
  case E_CONST: return !strcmp(e->str, "y") || !strcmp(e->str, "m");
  case E_NOT: return !expr_y(e->l);
  case E_AND: return expr_y(e->l) && expr_y(e->r);
  case E_OR: return expr_y(e->l) || expr_y(e->r);
  }
  eq = !strcmp(expr_str(e->l), expr_str(e->r));

  return e->op == E_EQ ? eq : !eq;
}

int sym_visible(struct sym *s)
{
  return s->prompt && expr_y(s->pdep);
}

static int is_bool(struct sym *s)
{
  return s->type == T_BOOL || s->type == T_NONE;
}

// Value this symbol gets from its defaults
static int def_y(struct sym *s)
{
  struct cond *c;

  for (c = s->defs; c; c = c->next) if (expr_y(c->cond)) return expr_y(c->val);

  return 0;
}

static char *def_str(struct sym *s)
{
  struct cond *c;

  for (c = s->defs; c; c = c->next) if (expr_y(c->cond)) return expr_str(c->val);

  return s->type == T_INT ? "0" : "";
}

// Work out a symbol's value (cached until value_gen changes). A bool is on
// if its dependencies are met and it's selected, or else the user said so
// (when it has a visible prompt), or else its default says so.
static void calc(struct sym *s)
{
  struct cond *c;
  int v = 0, sel = 0;

  if (s->gen == value_gen || s->busy) return;
  s->busy = 1;
  if (!is_bool(s)) s->sval = (sym_visible(s) && s->has_user) ? s->user : def_str(s);
  else if (!s->forced && expr_y(s->dep)) {
    for (c = s->rsel; c && !sel; c = c->next) sel = sym_y(c->sym) && expr_y(c->cond);
    if (sel) v = 1;
    else if (sym_visible(s) && s->has_user) v = *s->user == 'y';
    else v = def_y(s);
  }
  s->bval = v;
  s->selected = sel;
  s->busy = 0;
  s->gen = value_gen;
}

int sym_y(struct sym *s)
{
  calc(s);

  return is_bool(s) && s->bval;
}

char *sym_str(struct sym *s)
{
  calc(s);
  if (is_bool(s)) return s->bval ? "y" : "n";

  return s->sval;
}

void sym_set(struct sym *s, char *val)
{
  s->has_user = 1;
  s->user = xstrdup(val);
  value_gen++;
}

/****************************** Parser ******************************/

static char *fname, *lp, *tk;
static int lineno, tt;
static struct node *cur, *parent = &root;

static void perr(char *fmt, ...)
{
  va_list va;

  va_start(va, fmt);
  fprintf(stderr, "kconf: %s:%d: ", fname, lineno);
  vfprintf(stderr, fmt, va);
  fputc('\n', stderr);
  va_end(va);
  exit(1);
}

// Fetch next token of the current line into tk, type into tt: 0 end of
// line, 'w' word, 's' quoted string, else operator ('&' '|' '!' 'N' '=' ...)
static void next(void)
{
  static char *ops[] = {"&&", "||", "!=", "!", "=", "(", ")"}, opc[] = "&|N!=()";
  struct buf b = {0};
  char *start;
  unsigned i;

  while (isspace((unsigned char)*lp)) lp++;
  tk = "end of line";
  if (!*lp || *lp == '#') {
    tt = 0;
    return;
  }
  if (*lp == '"' || *lp == '\'') {
    char q = *lp++;

    bput(&b, "", 0);
    for (; *lp != q; lp++) {
      if (!*lp) perr("unterminated string");
      if (*lp == '\\' && lp[1]) lp++;
      bput(&b, lp, 1);
    }
    lp++;
    tt = 's';
    tk = b.s;
    return;
  }
  for (start = lp; isalnum((unsigned char)*lp) || (*lp && strchr("_-./$+", *lp)); lp++);
  if (lp != start) {
    bput(&b, start, lp-start);
    tt = 'w';
    tk = b.s;
    return;
  }
  for (i = 0; i < sizeof(ops)/sizeof(*ops); i++) {
    if (!strncmp(lp, ops[i], strlen(ops[i]))) {
      lp += strlen(ops[i]);
      tk = ops[i];
      tt = opc[i];
      return;
    }
  }
  perr("unexpected character '%c'", *lp);
}

static struct expr *mkexpr(int op, struct expr *l, struct expr *r)
{
  struct expr *e = xzalloc(sizeof(*e));

  e->op = op;
  e->l = l;
  e->r = r;

  return e;
}

static struct expr *and(struct expr *a, struct expr *b)
{
  return !a ? b : !b ? a : mkexpr(E_AND, a, b);
}

// A symbol name or constant
static struct expr *atom(void)
{
  struct expr *e;

  if (tt != 'w' && tt != 's') perr("expected symbol, got '%s'", tk);
  e = mkexpr(E_CONST, 0, 0);
  if (tt == 's' || !strcmp(tk, "y") || !strcmp(tk, "n") || !strcmp(tk, "m")
      || isdigit((unsigned char)*tk) || *tk == '-') e->str = tk;
  else {
    e->op = E_SYM;
    e->sym = lookup(tk, 1);
  }
  next();

  return e;
}

static struct expr *expr_or(void);

static struct expr *expr_prim(void)
{
  struct expr *e;

  if (tt == '!') {
    next();
    return mkexpr(E_NOT, expr_prim(), 0);
  }
  if (tt == '(') {
    next();
    e = expr_or();
    if (tt != ')') perr("expected ')', got '%s'", tk);
    next();
    return e;
  }
  e = atom();
  if (tt == '=' || tt == 'N') {
    int op = tt == '=' ? E_EQ : E_NE;

    next();
    e = mkexpr(op, e, atom());
  }

  return e;
}

static struct expr *expr_and(void)
{
  struct expr *e = expr_prim();

  while (tt == '&') {
    next();
    e = mkexpr(E_AND, e, expr_prim());
  }

  return e;
}

static struct expr *expr_or(void)
{
  struct expr *e = expr_and();

  while (tt == '|') {
    next();
    e = mkexpr(E_OR, e, expr_and());
  }

  return e;
}

// Optional "if EXPR" at the end of a line
static struct expr *opt_if(void)
{
  if (tt != 'w' || strcmp(tk, "if")) return 0;
  next();

  return expr_or();
}

static void eol(void)
{
  if (tt) perr("unexpected '%s'", tk);
}

static char *str_arg(char *kw)
{
  char *s = tk;

  if (tt != 's') perr("'%s' needs a quoted string", kw);
  next();

  return s;
}

static struct node *add_node(int kind)
{
  struct node *n = xzalloc(sizeof(*n));

  n->kind = kind;
  n->file = fname;
  n->line = lineno;
  n->parent = parent;
  if (parent->tail) parent->tail->next = n;
  else parent->child = n;

  return parent->tail = n;
}

static struct sym *cursym(char *kw)
{
  if (!cur || cur->kind != N_SYM) perr("'%s' outside config", kw);

  return cur->sym;
}

// Column of first non-whitespace character, tabs to multiples of 8
static int indent(char *s)
{
  int col = 0;

  for (;; s++) {
    if (*s == ' ') col++;
    else if (*s == '\t') col = (col|7)+1;
    else return col;
  }
}

// Help text collection: lines deeper than the help keyword, common indent
// stripped, leading/trailing blank lines dropped
static struct node *helpnode;
static int helpind, hlen, hcap;
static char **hlines;

static void end_help(void)
{
  struct buf b = {0};
  int i, j, min = 1<<30, first = 0;

  while (hlen && !*hlines[hlen-1]) hlen--;
  while (first < hlen && !*hlines[first]) first++;
  for (i = first; i < hlen; i++) if (*hlines[i] && indent(hlines[i]) < min) min = indent(hlines[i]);
  bput(&b, "", 0);
  for (i = first; i < hlen; i++) {
    char *s = hlines[i];
    int col = 0;

    // Expand leading whitespace to spaces, then drop min columns of it
    while (*s == ' ' || *s == '\t') col = *s++ == ' ' ? col+1 : (col|7)+1;
    if (*s) for (j = min; j < col; j++) bput(&b, " ", 1);
    bprintf(&b, "%s\n", s);
    free(hlines[i]);
  }
  helpnode->help = b.s;
  helpnode = 0;
  hlen = 0;
}

static void parse_file(char *name);

static void parse_line(char *line)
{
  char *kw;
  struct sym *s;
  struct node *n;
  struct cond *c;

  lp = line;
  next();
  if (!tt) return;
  if (tt != 'w') perr("syntax error at '%s'", tk);
  kw = tk;
  next();

  if (!strcmp(kw, "config") || !strcmp(kw, "menuconfig")) {
    if (tt != 'w') perr("'%s' needs a symbol name", kw);
    s = lookup(tk, 1);
    if (s->node) perr("%s already defined at %s:%d", tk, s->node->file, s->node->line);
    next();
    cur = add_node(N_SYM);
    cur->sym = s;
    s->node = cur;
    s->menuconfig = *kw == 'm';
  } else if (!strcmp(kw, "bool") || !strcmp(kw, "boolean") || !strcmp(kw, "tristate")
      || !strcmp(kw, "string") || !strcmp(kw, "int") || !strcmp(kw, "hex")) {
    s = cursym(kw);
    s->type = *kw == 's' ? T_STRING : (*kw == 'i' || *kw == 'h') ? T_INT : T_BOOL;
    if (tt == 's') {
      s->prompt = str_arg(kw);
      s->pdep = opt_if();
    }
  } else if (!strcmp(kw, "prompt")) {
    s = cursym(kw);
    s->prompt = str_arg(kw);
    s->pdep = opt_if();
  } else if (!strcmp(kw, "default") || !strcmp(kw, "def_bool") || !strcmp(kw, "def_tristate")) {
    s = cursym(kw);
    if (*kw == 'd' && kw[1] == 'e' && kw[3] == '_') s->type = T_BOOL;
    c = xzalloc(sizeof(*c));
    c->val = expr_or();
    c->cond = opt_if();
    // Keep defaults in order: first one whose condition holds wins
    if (!s->defs) s->defs = c;
    else {
      struct cond *cc = s->defs;

      while (cc->next) cc = cc->next;
      cc->next = c;
    }
  } else if (!strcmp(kw, "depends")) {
    if (!cur || cur->kind == N_IF) perr("'depends' outside config/menu/comment");
    if (tt == 'w' && !strcmp(tk, "on")) next();
    cur->dep = and(cur->dep, expr_or());
  } else if (!strcmp(kw, "select")) {
    s = cursym(kw);
    if (tt != 'w') perr("'select' needs a symbol name");
    c = xzalloc(sizeof(*c));
    c->sym = s;
    s = lookup(tk, 1);
    next();
    c->cond = opt_if();
    c->next = s->rsel;
    s->rsel = c;
  } else if (!strcmp(kw, "help") || !strcmp(kw, "---help---")) {
    if (!cur) perr("'help' outside config");
    helpnode = cur;
    helpind = indent(line);
  } else if (!strcmp(kw, "menu") || !strcmp(kw, "comment")) {
    cur = add_node(*kw == 'm' ? N_MENU : N_COMMENT);
    cur->text = str_arg(kw);
    if (*kw == 'm') parent = cur;
  } else if (!strcmp(kw, "if")) {
    n = add_node(N_IF);
    n->dep = expr_or();
    parent = n;
    cur = 0;
  } else if (!strcmp(kw, "endmenu") || !strcmp(kw, "endif")) {
    if (parent->kind != (kw[3] == 'm' ? N_MENU : N_IF))
      perr("'%s' without '%s'", kw, kw[3] == 'm' ? "menu" : "if");
    parent = parent->parent;
    cur = 0;
  } else if (!strcmp(kw, "mainmenu")) root.text = str_arg(kw);
  else if (!strcmp(kw, "source")) {
    char *path = str_arg(kw);

    eol();
    if (access(path, R_OK)) perr("can't open source file '%s'", path);
    parse_file(path);
    cur = 0;
  } else if (!strcmp(kw, "option") || !strcmp(kw, "range") || !strcmp(kw, "imply")
      || !strcmp(kw, "visible") || !strcmp(kw, "optional") || !strcmp(kw, "modules")) {
    // Accepted and ignored
    return;
  } else perr("unknown keyword '%s'", kw);
  eol();
}

static void parse_file(char *name)
{
  char *ofname = fname, *line = 0;
  int oline = lineno;
  size_t size = 0;
  ssize_t len;
  FILE *fp = fopen(name, "r");

  if (!fp) die("can't open '%s': %s", name, strerror(errno));
  fname = xstrdup(name);
  lineno = 0;
  while ((len = getline(&line, &size, fp)) > 0) {
    lineno++;
    while (len && (line[len-1] == '\n' || line[len-1] == '\r')) line[--len] = 0;
    if (helpnode) {
      char *s = line;

      while (isspace((unsigned char)*s)) s++;
      if (!*s || indent(line) > helpind) {
        if (hlen == hcap && !(hlines = realloc(hlines, (hcap = hcap*2+32)*sizeof(char *))))
          die("out of memory");
        hlines[hlen++] = xstrdup(*s ? line : "");
        continue;
      }
      end_help();
    }
    parse_line(line);
  }
  if (helpnode) end_help();
  free(line);
  fclose(fp);
  fname = ofname;
  lineno = oline;
}

// Combine each symbol's dependencies with those of enclosing menus and ifs
static void inherit(struct node *n, struct expr *up)
{
  for (; n; n = n->next) {
    if (n->sym) n->sym->dep = and(up, n->dep);
    if (n->child) inherit(n->child, and(up, n->dep));
  }
}

static int dep_has(struct expr *e, struct sym *s)
{
  if (!e) return 0;
  if (e->op == E_AND) return dep_has(e->l, s) || dep_has(e->r, s);

  return e->op == E_SYM && e->sym == s;
}

// Does expression e depend on n's symbol or one below it?
static int dep_under(struct expr *e, struct node *n)
{
  if (n->sym && dep_has(e, n->sym)) return 1;
  for (n = n->child; n; n = n->next) if (dep_under(e, n)) return 1;

  return 0;
}

// Entries right after a config that depend on it become its children
// (a submenu for menuconfig, indented sub-options otherwise)
static void nest(struct node *n)
{
  struct node *c, **tail;

  for (; n; n = n->next) {
    if (n->kind == N_SYM) {
      for (tail = &n->child; *tail; tail = &(*tail)->next);
      while ((c = n->next) && dep_under(c->dep, n)) {
        n->next = c->next;
        c->next = 0;
        c->parent = n;
        *tail = c;
        tail = &c->next;
      }
    }
    nest(n->child);
  }
}

static void parse(char *name)
{
  root.kind = N_ROOT;
  root.text = "Configuration";
  parse_file(name);
  if (parent != &root) {
    fname = parent->file;
    lineno = parent->line;
    perr("'%s' without '%s'", parent->kind == N_MENU ? "menu" : "if",
      parent->kind == N_MENU ? "endmenu" : "endif");
  }
  inherit(root.child, 0);
  nest(root.child);
}

/*************************** Config files ****************************/

static void read_config(char *path)
{
  FILE *fp = fopen(path, "r");
  char *line = 0, *name, *val, *s;
  size_t size = 0;
  struct sym *sym;
  int i;

  if (!fp) return;
  while (getline(&line, &size, fp) > 0) {
    for (s = line+strlen(line); s > line && isspace((unsigned char)s[-1]);) *--s = 0;
    if (!strncmp(line, "# CONFIG_", 9)) {
      name = line+9;
      if (!(s = strstr(name, " is not set"))) continue;
      *s = 0;
      val = "n";
    } else if (!strncmp(line, "CONFIG_", 7)) {
      name = line+7;
      if (!(s = strchr(name, '='))) continue;
      *s = 0;
      val = s+1;
      if (*val == '"') {
        // unescape in place
        char *from = ++val, *to = val;

        for (; *from && *from != '"'; *to++ = *from++) if (*from == '\\' && from[1]) from++;
        *to = 0;
      }
    } else continue;
    if (!(sym = lookup(name, 0)) || !sym->node) continue;
    if (is_bool(sym)) {
      if (!strcmp(val, "y") || !strcmp(val, "m")) val = "y";
      else if (strcmp(val, "n")) continue;
    }
    sym->has_user = sym->inconf = 1;
    sym->user = xstrdup(val);
  }
  free(line);
  fclose(fp);
  value_gen++;

  // "is not set" only because dependencies weren't met isn't an answer:
  // such symbols get their default (or get asked) once they're reachable.
  for (i = 0; i < 1024; i++) for (sym = symtab[i]; sym; sym = sym->hnext)
    if (sym->has_user && is_bool(sym) && *sym->user == 'n' && !expr_y(sym->dep))
      sym->has_user = sym->inconf = 0;
  value_gen++;
}

// Is this a valid value for an int symbol?
int int_ok(char *s)
{
  char *end;

  errno = 0;
  strtoll(s, &end, 0);

  return *s && !*end && !errno;
}

static void conf_line(struct buf *b, struct sym *s)
{
  if (is_bool(s)) {
    if (sym_y(s)) bprintf(b, "CONFIG_%s=y\n", s->name);
    else bprintf(b, "# CONFIG_%s is not set\n", s->name);
  } else {
    bprintf(b, "CONFIG_%s=", s->name);
    if (s->type == T_STRING) bquote(b, sym_str(s));
    else bprintf(b, "%s", sym_str(s));
    bput(b, "\n", 1);
  }
}

static void conf_out(struct buf *b, struct node *n)
{
  for (; n; n = n->next) {
    if (n->kind == N_MENU) bprintf(b, "\n#\n# %s\n#\n", n->text);
    else if (n->kind == N_SYM) conf_line(b, n->sym);
    conf_out(b, n->child);
  }
}

static void header_out(struct buf *b, struct node *n)
{
  struct sym *s;
  int y;

  for (; n; n = n->next) {
    if ((s = n->sym)) {
      if (is_bool(s)) {
        y = sym_y(s);
        bprintf(b, "#define CFG_%s %d\n#define USE_%s(...)%s\n", s->name, y,
          s->name, y ? " __VA_ARGS__" : "");
      } else {
        bprintf(b, "#define CFG_%s ", s->name);
        if (s->type == T_STRING) bquote(b, sym_str(s));
        else bprintf(b, "%s", *sym_str(s) ? sym_str(s) : "0");
        bput(b, "\n", 1);
      }
    }
    header_out(b, n->child);
  }
}

// Minimal config: visible symbols whose value isn't what they'd default to
static void defconfig_out(struct buf *b, struct node *n)
{
  struct sym *s;
  int d;

  for (; n; n = n->next) {
    if ((s = n->sym) && sym_visible(s)) {
      if (is_bool(s)) {
        sym_y(s);
        d = !s->forced && expr_y(s->dep) && (s->selected || def_y(s));
        if (d != sym_y(s)) conf_line(b, s);
      } else if (strcmp(sym_str(s), def_str(s))) conf_line(b, s);
    }
    defconfig_out(b, n->child);
  }
}

// Write buffer to file, optionally leaving it alone if already identical
static void write_file(char *path, struct buf *b, int cmp)
{
  FILE *fp;

  if (cmp && (fp = fopen(path, "r"))) {
    char *old = xzalloc(b->len+2);
    size_t len = fread(old, 1, b->len+1, fp);

    fclose(fp);
    len = len == b->len && !memcmp(old, b->s, len);
    free(old);
    if (len) return;
  }
  if (!(fp = fopen(path, "w")) || fwrite(b->s, 1, b->len, fp) != b->len || fclose(fp))
    die("can't write '%s': %s", path, strerror(errno));
}

static void write_header(void)
{
  struct buf b = {0};
  struct sym *s;
  int i;

  // -d symbols are off in the header only (and so is whatever needs them)
  for (i = 0; i < ndsyms; i++) if ((s = lookup(dsyms[i], 0))) s->forced = 1;
  value_gen++;
  bprintf(&b, "/* Generated by kconf from .config: do not edit. */\n");
  header_out(&b, root.child);
  write_file(header_path, &b, 1);
  for (i = 0; i < ndsyms; i++) if ((s = lookup(dsyms[i], 0))) s->forced = 0;
  value_gen++;
  free(b.s);
}

static void write_config(int backup)
{
  struct buf b = {0};
  char *old;

  if (backup) {
    old = xzalloc(strlen(conf_path)+5);
    sprintf(old, "%s.old", conf_path);
    if (rename(conf_path, old) && errno != ENOENT)
      die("can't rename '%s': %s", conf_path, strerror(errno));
    free(old);
  }
  bprintf(&b, "#\n# Automatically generated by toybox kconf: do not edit by hand.\n#\n");
  conf_out(&b, root.child);
  write_file(conf_path, &b, 0);
  free(b.s);
}

void save_config(void)
{
  write_config(1);
  write_header();
}

/****************************** Modes ******************************/

static void set_all(struct node *n, char *val)
{
  for (; n; n = n->next) {
    if (n->sym && is_bool(n->sym) && n->sym->prompt) sym_set(n->sym, val);
    set_all(n->child, val);
  }
}

// oldconfig on a terminal: ask about each visible symbol not in .config
static int ask_eof;

static void ask(struct node *n)
{
  static struct node *lastmenu;
  struct node *m;
  struct sym *s;
  char line[1024], *help;

  for (; n && !ask_eof; n = n->next) {
    if ((s = n->sym) && !s->inconf && sym_visible(s) && expr_y(s->dep)
        && (sym_y(s), !s->selected)) {
      for (m = n->parent; m->kind != N_MENU && m->kind != N_ROOT; m = m->parent);
      if (m != lastmenu && m->kind == N_MENU) printf("*\n* %s\n*\n", m->text);
      lastmenu = m;
      for (;;) {
        if (is_bool(s)) printf("%s (%s) [%s] ", s->prompt, s->name, sym_y(s) ? "Y/n/?" : "y/N/?");
        else printf("%s (%s) [%s] ", s->prompt, s->name, sym_str(s));
        fflush(stdout);
        if (!fgets(line, sizeof(line), stdin)) {
          putchar('\n');
          ask_eof = 1;
          break;
        }
        line[strcspn(line, "\r\n")] = 0;
        if (!*line) break;
        if (!strcmp(line, "?")) {
          help = n->help ? n->help : "No help available.\n";
          printf("\n%s\n", help);
          continue;
        }
        if (!is_bool(s)) {
          if (s->type == T_INT && !int_ok(line)) continue;
          sym_set(s, line);
        }
        else if (*line == 'y' || *line == 'Y') sym_set(s, "y");
        else if (*line == 'n' || *line == 'N') sym_set(s, "n");
        else continue;
        break;
      }
    }
    ask(n->child);
  }
}

int main(int argc, char *argv[])
{
  static char *modes[] = {"defconfig", "allyesconfig", "allnoconfig", "oldconfig",
    "header", "savedefconfig", "menuconfig"};
  int opt, mode;
  char *kfile;

  if (argc < 2) goto usage;
  for (mode = 0; mode < 7; mode++) if (!strcmp(argv[1], modes[mode])) break;
  if (mode == 7) die("unknown mode '%s'", argv[1]);
  while ((opt = getopt(argc-1, argv+1, "c:H:d:s:")) != -1) {
    if (opt == 'c') conf_path = optarg;
    else if (opt == 'H') header_path = optarg;
    else if (opt == 's') out_path = optarg;
    else if (opt == 'd') {
      if (!(dsyms = realloc(dsyms, ++ndsyms*sizeof(char *)))) die("out of memory");
      dsyms[ndsyms-1] = optarg;
    } else goto usage;
  }
  if (optind+2 != argc) goto usage;
  kfile = argv[optind+1];
  if (mode == 6 && (!isatty(0) || !isatty(1))) die("menuconfig needs a terminal");

  parse(kfile);
  if (mode > 2) read_config(conf_path);
  if (mode == 1 || mode == 2) set_all(root.child, mode == 1 ? "y" : "n");
  if (mode == 3 && isatty(0)) ask(root.child);
  if (mode == 5) {
    struct buf b = {0};

    bput(&b, "", 0);
    defconfig_out(&b, root.child);
    write_file(out_path, &b, 0);
    return 0;
  }
  if (mode == 6) return menuconfig();
  if (mode != 4) write_config(mode == 3);
  write_header();

  return 0;

usage:
  die("usage: kconf MODE [-c CONFIG] [-H HEADER] [-d SYM]... [-s OUTFILE] KCONFIG_FILE");
  return 1;
}
