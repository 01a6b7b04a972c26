/* menu.c - full screen menuconfig for kconf, using plain ANSI escapes
 *
 * Copyright 2026 by the toybox authors (0BSD, see LICENSE)
 */

#include "kconf.h"
#include <poll.h>
#include <sys/ioctl.h>
#include <termios.h>

enum { K_UP = 256, K_DOWN, K_LEFT, K_RIGHT, K_PGUP, K_PGDN, K_HOME, K_END,
  K_ESC, K_RESIZE, K_EOF };

static struct termios orig;
static volatile sig_atomic_t rawon, winch;
static int rows, cols;

static void tty_restore(void)
{
  static char done[] = "\033[0m\033[?25h\033[?1049l";

  if (!rawon) return;
  if (write(1, done, sizeof(done)-1)) {};
  tcsetattr(0, TCSAFLUSH, &orig);
  rawon = 0;
}

static void on_sig(int sig)
{
  tty_restore();
  signal(sig, SIG_DFL);
  raise(sig);
}

static void on_winch(int sig)
{
  (void)sig;
  winch = 1;
}

static void tty_raw(void)
{
  struct termios t;
  struct sigaction sa;
  static char init[] = "\033[?1049h\033[?25l";

  tcgetattr(0, &orig);
  t = orig;
  t.c_lflag &= ~(ICANON|ECHO|IEXTEN);
  t.c_iflag &= ~(IXON|ICRNL|INLCR|ISTRIP|BRKINT);
  t.c_cc[VMIN] = 1;
  t.c_cc[VTIME] = 0;
  rawon = 1;
  signal(SIGINT, on_sig);
  signal(SIGTERM, on_sig);
  signal(SIGHUP, on_sig);
  memset(&sa, 0, sizeof(sa));
  sa.sa_handler = on_winch;  // no SA_RESTART: poll() must wake up
  sigaction(SIGWINCH, &sa, 0);
  atexit(tty_restore);
  tcsetattr(0, TCSAFLUSH, &t);
  if (write(1, init, sizeof(init)-1)) {};
}

static void get_size(void)
{
  struct winsize ws;

  rows = 24;
  cols = 80;
  if (!ioctl(1, TIOCGWINSZ, &ws) && ws.ws_row && ws.ws_col) {
    rows = ws.ws_row;
    cols = ws.ws_col;
  }
}

// Read one byte, waiting at most ms milliseconds (-1 forever). Returns -1
// on timeout, -2 on resize, -3 on EOF.
static int readc(int ms)
{
  struct pollfd pfd = {0, POLLIN, 0};
  unsigned char c;
  int i;

  for (;;) {
    if (winch) return -2;
    i = poll(&pfd, 1, ms);
    if (i < 0 && errno == EINTR) continue;
    if (!i) return -1;
    if (read(0, &c, 1) != 1) return -3;
    return c;
  }
}

static int getkey(void)
{
  int c = readc(-1), n = 0;

  if (c == -2) return K_RESIZE;
  if (c < 0) return K_EOF;
  if (c != 27) return c;
  if ((c = readc(50)) < 0) return K_ESC;
  if (c != '[' && c != 'O') return K_ESC;
  for (;;) {
    if ((c = readc(50)) < 0) return 0;
    if (isdigit(c)) n = n*10+c-'0';
    else if (c != ';') break;
  }
  switch (c) {
  case 'A': return K_UP;
  case 'B': return K_DOWN;
  case 'C': return K_RIGHT;
  case 'D': return K_LEFT;
  case 'H': return K_HOME;
  case 'F': return K_END;
  case '~':
    if (n == 5) return K_PGUP;
    if (n == 6) return K_PGDN;
    if (n == 1 || n == 7) return K_HOME;
    if (n == 4 || n == 8) return K_END;
  }

  return 0;
}

/************************* Screen building *************************/

static struct buf scr;

// Add text to the screen buffer, no more than width columns of it
static int put(char *s, int width)
{
  int used = 0;
  char *start = s;

  for (; *s; s++) {
    if ((*s&0xc0) == 0x80) continue;
    if (used == width) break;
    used++;
  }
  bprintf(&scr, "%.*s", (int)(s-start), start);

  return used;
}

static void pad(int n)
{
  while (n-- > 0) bprintf(&scr, " ");
}

// Move to a line and clear it
static void line(int y)
{
  bprintf(&scr, "\033[%d;1H\033[0m\033[K", y+1);
}

static void flush(void)
{
  char *s = scr.s;
  size_t len = scr.len;
  ssize_t i;

  while (len && (i = write(1, s, len)) > 0) {
    s += i;
    len -= i;
  }
  scr.len = 0;
}

// Rows of the current menu
struct row {
  struct node *n;
  int depth;
};
static struct row *list;
static int nlist, listcap;

static int sym_shown(struct sym *s)
{
  return sym_visible(s) && expr_y(s->dep);
}

static int is_submenu(struct node *n)
{
  return n->kind == N_MENU || (n->kind == N_SYM && n->sym->menuconfig && n->child);
}

static void add_rows(struct node *n, int depth)
{
  for (; n; n = n->next) {
    if (n->kind == N_IF) {
      if (expr_y(n->dep)) add_rows(n->child, depth);
      continue;
    }
    if (n->kind == N_SYM) {
      if (!expr_y(n->sym->dep)) continue;
    } else if (!expr_y(n->dep)) continue;
    if (n->kind != N_SYM || sym_shown(n->sym)) {
      if (nlist == listcap && !(list = realloc(list, (listcap = listcap*2+64)*sizeof(*list))))
        die("out of memory");
      list[nlist].n = n;
      list[nlist++].depth = depth;
    }
    if (n->kind == N_SYM && !is_submenu(n))
      add_rows(n->child, depth+!!sym_shown(n->sym));
  }
}

static char *title(struct node *n)
{
  if (n->kind == N_SYM) return n->sym->prompt ? n->sym->prompt : n->sym->name;

  return n->text ? n->text : "";
}

// Draw one entry
static void draw_row(struct row *r, int hilite)
{
  struct node *n = r->n;
  struct sym *s = n->sym;
  int used = 0;

  if (hilite) bprintf(&scr, "\033[7m");
  used += put(" ", cols);
  if (n->kind == N_SYM) {
    if (s->type == T_STRING || s->type == T_INT) {
      bprintf(&scr, "(");
      used += 1+put(sym_str(s), cols/3);
      used += put(") ", cols);
    } else {
      sym_y(s);
      used += put(s->selected ? "-*- " : sym_y(s) ? "[*] " : "[ ] ", cols);
    }
  } else used += put("    ", cols);
  pad(2*r->depth);
  used += 2*r->depth;
  if (n->kind == N_COMMENT) {
    used += put("*** ", cols-used);
    used += put(n->text, cols-used);
    used += put(" ***", cols-used);
  } else used += put(title(n), cols-used);
  if (is_submenu(n)) used += put("  --->", cols-used);
  if (hilite) pad(cols-used);
}

static struct node *path[64];
static int depth;

static void draw(int cur, int top, char *msg)
{
  struct sym *s;
  int i, y, used, area = rows-4;

  get_size();
  area = rows-4;
  bprintf(&scr, "\033[H");
  line(0);
  bprintf(&scr, "\033[1;7m");
  used = put(" ", cols);
  used += put(root.text, cols-used);
  pad(cols-used);
  line(1);
  for (i = 1, used = 0; i <= depth; i++) {
    used += put(i == 1 ? " " : " > ", cols-used);
    used += put(title(path[i]), cols-used);
  }
  for (y = 0; y < area; y++) {
    line(2+y);
    if (top+y < nlist) draw_row(list+top+y, top+y == cur);
    else if (!y && !nlist) put("     (no visible entries)", cols);
  }
  line(rows-2);
  if (msg) put(msg, cols);
  else if (cur < nlist && (s = list[cur].n->sym)) {
    bprintf(&scr, " CONFIG_");
    put(s->name, cols-8);
  }
  line(rows-1);
  bprintf(&scr, "\033[7m");
  used = put(" j/k:move  space/y/n:toggle  enter:select  x/esc:back  ?:help  /:search  q:quit", cols);
  pad(cols-used);
  bprintf(&scr, "\033[0m");
  flush();
}

// Show a block of text full screen until a key is pressed
static void show_text(char *head, char *text)
{
  int y = 2, used;
  char *s, *e;

  get_size();
  bprintf(&scr, "\033[H\033[0m\033[2J");
  line(0);
  bprintf(&scr, "\033[1;7m");
  used = put(" ", cols);
  used += put(head, cols-used);
  pad(cols-used);
  bprintf(&scr, "\033[0m");
  for (s = text; *s && y < rows-1; s = e+!!*e) {
    e = s+strcspn(s, "\n");
    line(y++);
    bprintf(&scr, " ");
    {
      char c = *e;

      *e = 0;
      put(s, cols-1);
      *e = c;
    }
  }
  line(rows-1);
  bprintf(&scr, "\033[7m");
  used = put(" Press any key to return", cols);
  pad(cols-used);
  bprintf(&scr, "\033[0m");
  flush();
  while (getkey() == K_RESIZE) winch = 0;
}

static void help(struct node *n)
{
  struct buf b = {0};

  if (n->sym) bprintf(&b, "CONFIG_%s\n\n", n->sym->name);
  bprintf(&b, "%s", n->help ? n->help : "No help available.\n");
  show_text(title(n), b.s);
  free(b.s);
}

// Read a line of text on the status line. Returns 0 if cancelled.
static char *input(char *prompt, char *init)
{
  struct buf b = {0};
  int c, used;

  bput(&b, "", 0);
  bprintf(&b, "%s", init);
  for (;;) {
    get_size();
    line(rows-2);
    used = put(prompt, cols);
    put(b.s, cols-used-1);
    bprintf(&scr, "\033[?25h");
    flush();
    c = getkey();
    bprintf(&scr, "\033[?25l");
    if (c == K_RESIZE) winch = 0;
    else if (c == K_ESC || c == K_EOF || c == 3) {
      free(b.s);
      return 0;
    } else if (c == '\r' || c == '\n') return b.s;
    else if (c == 21) {
      b.len = 0;
      *b.s = 0;
    } else if ((c == 127 || c == 8) && b.len) {
      while (b.len && (b.s[b.len-1]&0xc0) == 0x80) b.len--;
      if (b.len) b.s[--b.len] = 0;
    } else if (c >= 32 && c < 256 && c != 127) {
      char ch = c;

      bput(&b, &ch, 1);
    }
  }
}

static void search_syms(struct node *n, char *pat, struct buf *b)
{
  struct node *p;
  struct sym *s;
  char *name;
  size_t i, len = strlen(pat);

  for (; n; n = n->next) {
    if ((s = n->sym)) {
      for (name = s->name; *name; name++) {
        for (i = 0; i < len && name[i] && toupper(name[i]) == toupper(pat[i]); i++);
        if (i == len) break;
      }
      if (*name) {
        struct node *up[64];
        int nup = 0;

        bprintf(b, "CONFIG_%s=%s%s\n  \"%s\" in %s", s->name, sym_str(s),
          sym_shown(s) ? "" : "  (dependencies not met)",
          s->prompt ? s->prompt : "(no prompt)", root.text);
        for (p = n->parent; p && p->kind != N_ROOT && nup < 64; p = p->parent)
          if (p->kind != N_IF) up[nup++] = p;
        while (nup--) bprintf(b, " > %s", title(up[nup]));
        bprintf(b, "\n");
      }
    }
    search_syms(n->child, pat, b);
  }
}

int menuconfig(void)
{
  int cur = 0, top = 0, c, i, area, saved[64][2];
  char *msg = 0, *s;
  struct node *n, *keep;
  struct sym *sym;

  tty_raw();
  path[depth = 0] = &root;
  for (;;) {
    // Rebuild list, keeping the cursor on the same entry if still shown
    keep = cur < nlist ? list[cur].n : 0;
    nlist = 0;
    add_rows(path[depth]->child, 0);
    if (keep) for (i = 0; i < nlist; i++) if (list[i].n == keep) cur = i;
    if (cur >= nlist) cur = nlist ? nlist-1 : 0;
    get_size();
    area = rows-4;
    if (area < 1) area = 1;
    if (cur < top) top = cur;
    if (cur >= top+area) top = cur-area+1;
    if (top > 0 && top > nlist-area) top = nlist > area ? nlist-area : 0;
    draw(cur, top, msg);
    msg = 0;
    n = cur < nlist ? list[cur].n : 0;
    sym = n ? n->sym : 0;
    c = getkey();
    if (c == K_RESIZE) winch = 0;
    else if (c == K_UP || c == 'k') {
      if (cur) cur--;
    } else if (c == K_DOWN || c == 'j') {
      if (cur+1 < nlist) cur++;
    } else if (c == K_PGUP) cur = cur > area ? cur-area : 0;
    else if (c == K_PGDN) cur = cur+area < nlist ? cur+area : nlist ? nlist-1 : 0;
    else if (c == K_HOME) cur = 0;
    else if (c == K_END) cur = nlist ? nlist-1 : 0;
    else if (c == '?' || c == 'h') {
      if (n) help(n);
    } else if (c == '/') {
      struct buf b = {0};

      if ((s = input(" Search symbol: ", "")) && *s) {
        search_syms(root.child, s, &b);
        show_text("Search results", b.s ? b.s : "No matching symbols.\n");
      }
      free(b.s);
      free(s);
    } else if ((c == ' ' || c == 'y' || c == 'n' || ((c == '\r' || c == '\n')
        && !is_submenu(n))) && sym) {
      if (sym->type == T_STRING || sym->type == T_INT) {
        if ((s = input(" Value: ", sym_str(sym)))) {
          if (sym->type == T_INT && !int_ok(s)) msg = " Not a number.";
          else sym_set(sym, s);
        }
      } else if (sym->selected) msg = " Selected by another symbol: can't change it.";
      else sym_set(sym, c == 'y' ? "y" : c == 'n' ? "n" : sym_y(sym) ? "n" : "y");
    } else if ((c == '\r' || c == '\n' || c == K_RIGHT) && n && is_submenu(n)) {
      if (depth < 63) {
        saved[depth][0] = cur;
        saved[depth][1] = top;
        path[++depth] = n;
        cur = top = nlist = 0;
      }
    } else if (depth && (c == K_LEFT || c == K_ESC || c == 127 || c == 8 || c == 'x')) {
      cur = saved[--depth][0];
      top = saved[depth][1];
      nlist = 0;
      add_rows(path[depth]->child, 0);
    } else if (c == 'q' || c == K_EOF || c == K_ESC || c == K_LEFT || c == 'x') {
      if (c == K_EOF) break;
      draw(cur, top, " Save configuration? (y/n)");
      while ((c = getkey()) == K_RESIZE) {
        winch = 0;
        draw(cur, top, " Save configuration? (y/n)");
      }
      if (c == 'y' || c == 'Y') {
        tty_restore();
        save_config();
        printf("Configuration saved.\n");
        return 0;
      }
      if (c == 'n' || c == 'N' || c == K_EOF) break;
    }
  }
  tty_restore();

  return 0;
}
