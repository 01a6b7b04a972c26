/* kconf.h - shared definitions for toybox's configuration tool
 *
 * Copyright 2026 by the toybox authors (0BSD, see LICENSE)
 */

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// Expression operators
enum { E_SYM, E_CONST, E_NOT, E_AND, E_OR, E_EQ, E_NE };

struct expr {
  int op;
  struct expr *l, *r;
  struct sym *sym;   // E_SYM
  char *str;         // E_CONST: "y", "n", "42", "text"...
};

// Symbol types
enum { T_NONE, T_BOOL, T_STRING, T_INT };

// A default (val if cond) or a reverse select (selected by sym if cond)
struct cond {
  struct cond *next;
  struct expr *val, *cond;
  struct sym *sym;
};

struct sym {
  struct sym *hnext;
  char *name, *prompt;
  struct expr *pdep;      // "prompt if EXPR"
  struct expr *dep;       // own depends plus those of enclosing menus/ifs
  struct cond *defs, *rsel;
  struct node *node;
  int type, menuconfig;
  int has_user, inconf, forced;  // user value set, seen in .config, -d
  char *user;                    // user value ("y"/"n" for bools)
  // cached value, valid while gen == value_gen
  unsigned gen, busy;
  int bval, selected;
  char *sval;
};

// Menu tree nodes
enum { N_ROOT, N_MENU, N_IF, N_COMMENT, N_SYM };

struct node {
  int kind, line;
  struct node *parent, *child, *tail, *next;
  char *text, *help, *file;
  struct sym *sym;
  struct expr *dep;  // own "depends on" (or the "if" condition)
};

// Growable output buffer
struct buf {
  char *s;
  size_t len, cap;
};

extern struct node root;
extern unsigned value_gen;

void die(char *fmt, ...);
void *xzalloc(size_t n);
void bput(struct buf *b, char *s, size_t len);
void bprintf(struct buf *b, char *fmt, ...);
int expr_y(struct expr *e);
int sym_y(struct sym *s);
char *sym_str(struct sym *s);
int sym_visible(struct sym *s);
void sym_set(struct sym *s, char *val);
void save_config(void);
int int_ok(char *s);

int menuconfig(void);
