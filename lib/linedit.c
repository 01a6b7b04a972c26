/* linedit.c - read a line from a terminal with emacs-style or vi-style
 * editing keys, history and completion (for sh).
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * The terminal is in raw mode only while linedit() runs; a signal that
 * ends the process meanwhile puts it back first. The line is redrawn whole
 * after each key (it may wrap over several rows of the screen); cursor
 * movement goes by characters of UTF-8 text, wide ones counting two columns.
 * In vi mode the keys come through a queue: a key read one too far is put
 * back there, and "." replays the recorded keys of the last change from it.
 */

#include "toys.h"
#include <locale.h>

static struct termios le_old;
static int le_raw;

// set -o emacs / set -o vi (both off: emacs keys all the same)
int linedit_emacs, linedit_vi;

static void le_restore(void)
{
  if (le_raw) tcsetattr(0, TCSADRAIN, &le_old);
  le_raw = 0;
}

static void le_signal(int sig)
{
  le_restore();
  signal(sig, SIG_DFL);
  raise(sig);
}

struct sb_out { char *s; long len, cap; };

struct le {
  char *buf, *kill;
  long len, cap, pos;
  int rows, row, cols, pw;   // rows drawn, cursor's row, width, prompt's
  char *prompt, *saved;
  struct sb_out out;
  struct linedit *ed;
  int hist;
  // vi mode: keys queued (qpos read so far), recorded, the last change
  struct sb_out q, rec, dot;
  long qpos;
  // undo: the line before each change, those below undobase the typed line's
  // (while a history line, whose changes are dropped on leaving it, is shown)
  int recording, vi, cmd, ovr, ftype, patdir, nundo, undobase, killed;
  char fch[8], *pat, **undo;
  long *undopos;
};

static void sb_add(struct sb_out *sb, char *s, long n)
{
  if (sb->len+n+1 > sb->cap)
    sb->s = xrealloc(sb->s, sb->cap = (sb->len+n)*2+64);
  if (n) memcpy(sb->s+sb->len, s, n);
  sb->len += n;
  sb->s[sb->len] = 0;
}

static void le_out(struct le *le, char *s, long n)
{
  sb_add(&le->out, s, n < 0 ? strlen(s) : n);
}

static void le_flush(struct le *le)
{
  long i, n;

  for (i = 0; i < le->out.len; i += n)
    if ((n = write(2, le->out.s+i, le->out.len-i)) < 1) {
      if (n < 0 && errno == EINTR) n = 0;
      else break;
    }
  le->out.len = 0;
}

// Bytes of the character at s (at least 1) and its width in columns.
// Bytes between \001 and \002 (the prompt's \[ \]) and escape sequences
// take no columns.
static int le_char(char *s, long len, int *w, int prompt)
{
  unsigned wc;
  int n;

  *w = 0;
  if (prompt && *s == 1) {
    for (n = 1; n < len && s[n] != 2; n++);
    return n+(n < len);
  }
  if (prompt && *s == 27) {
    n = 1;
    if (n < len && s[n] == '[') while (++n < len && !isalpha(s[n]));
    return n+(n < len);
  }
  *w = 1;
  if ((signed char)*s >= 0) {
    if (*s < ' ' || *s == 127) *w = prompt ? 0 : 2;  // shown as ^X
    return 1;
  }
  if ((n = utf8towc(&wc, s, len > 4 ? 4 : len)) < 1) return 1;
  if ((*w = wcwidth(wc)) < 0) *w = 1;

  return n;
}

static long le_width(char *s, long len, int prompt)
{
  long i, w = 0;
  int cw;

  for (i = 0; i < len; w += cw) i += le_char(s+i, len-i, &cw, prompt);

  return w;
}

// Start of the character before pos / after pos
static long le_prev(struct le *le, long pos)
{
  if (pos) while (--pos && (le->buf[pos]&0xc0) == 0x80);

  return pos;
}

static long le_next(struct le *le, long pos)
{
  int w;

  return pos < le->len ? pos+le_char(le->buf+pos, le->len-pos, &w, 0) : pos;
}

static void le_draw(struct le *le)
{
  unsigned cols = 80, rows = 24;
  long i, end, cur;
  char seq[32];
  int w, n;

  terminal_size(&cols, &rows);
  le->cols = cols ? cols : 80;
  // back to where the prompt started
  if (le->row) le_out(le, seq, sprintf(seq, "\033[%dA", le->row));
  le_out(le, "\r", 1);
  for (i = 0; le->prompt[i]; i += n) {
    n = le_char(le->prompt+i, strlen(le->prompt+i), &w, 1);
    if (le->prompt[i] == 1) le_out(le, le->prompt+i+1, n-1-(le->prompt[i+n-1] == 2));
    else le_out(le, le->prompt+i, n);
  }
  for (i = 0; i < le->len; i += n) {
    n = le_char(le->buf+i, le->len-i, &w, 0);
    if (n == 1 && w == 2 && (unsigned char)le->buf[i] < 128) {
      seq[0] = '^';
      seq[1] = le->buf[i]^64;
      le_out(le, seq, 2);
    } else le_out(le, le->buf+i, n);
  }
  end = le->pw+le_width(le->buf, le->len, 0);
  cur = le->pw+le_width(le->buf, le->pos, 0);
  // at the end of a full row the terminal hasn't wrapped yet: make it
  if (end && !(end%le->cols)) le_out(le, " \r", 2);
  le_out(le, "\033[J", 3);
  n = end/le->cols-cur/le->cols;
  if (n) le_out(le, seq, sprintf(seq, "\033[%dA", n));
  le_out(le, "\r", 1);
  if (cur%le->cols) le_out(le, seq, sprintf(seq, "\033[%ldC", cur%le->cols));
  le->row = cur/le->cols;
  le->rows = end/le->cols;
  le_flush(le);
}

static void le_set(struct le *le, char *s, long len)
{
  if (len < 0) len = strlen(s);
  if (len+1 > le->cap) le->buf = xrealloc(le->buf, le->cap = len+256);
  memcpy(le->buf, s, len);
  le->buf[le->len = le->pos = len] = 0;
}

static void le_insert(struct le *le, char *s, long n)
{
  if (le->len+n+1 > le->cap)
    le->buf = xrealloc(le->buf, le->cap = (le->len+n)*2+256);
  memmove(le->buf+le->pos+n, le->buf+le->pos, le->len-le->pos+1);
  memcpy(le->buf+le->pos, s, n);
  le->len += n;
  le->pos += n;
}

// Delete from..to, keeping it for Ctrl-Y if kill is set
static void le_delete(struct le *le, long from, long to, int kill)
{
  if (from > to) {
    long t = from;

    from = to;
    to = t;
  }
  if (from == to) return;
  if (kill) {
    char *s = xstrndup(le->buf+from, to-from), *t;

    // emacs: kills one after another add up, before or after
    if (le->killed && le->kill) {
      t = from < le->pos ? xmprintf("%s%s", s, le->kill)
        : xmprintf("%s%s", le->kill, s);
      free(s);
      s = t;
    }
    free(le->kill);
    le->kill = s;
    le->killed = 2;
  }
  memmove(le->buf+from, le->buf+to, le->len-to+1);
  le->len -= to-from;
  le->pos = from;
}

// Read a key: a byte, or an escape sequence as one code above 255
enum {K_UP = 256, K_DOWN, K_RIGHT, K_LEFT, K_HOME, K_END, K_DEL, K_CLEFT,
  K_CRIGHT, K_ALT = 512};

// A byte from the queue, else from the terminal: -1 at EOF, -2 when none
// came in ms milliseconds (ms < 0: wait for it). Recorded when asked.
static int le_getc(struct le *le, int ms)
{
  unsigned char c;
  struct pollfd pfd = {0, POLLIN, 0};

  if (le->qpos < le->q.len) c = le->q.s[le->qpos++];
  else {
    le->q.len = le->qpos = 0;
    if (ms >= 0 && poll(&pfd, 1, ms) < 1) return -2;
    for (;;) {
      int r = read(0, &c, 1);

      if (r == 1) break;
      if (r < 0 && errno == EINTR) continue;
      return -1;
    }
  }
  if (le->recording) sb_add(&le->rec, (char *)&c, 1);

  return c;
}

// Put back the byte just read
static void le_unget(struct le *le, int c)
{
  char b = c;

  if (le->recording && le->rec.len) le->rec.len--;
  if (le->qpos) le->qpos--;
  else sb_add(&le->q, &b, 1);
}

static int le_key(struct le *le)
{
  unsigned char seq[16];
  int n = 0, num, c, q = le->qpos < le->q.len;

  if ((c = le_getc(le, -1)) != 27) return c;
  // vi: Esc alone leaves insert mode, what follows it is a key of its own
  if (le->vi) {
    if (q && le->qpos == le->q.len) return 27;
    if ((c = le_getc(le, 50)) < 0) return 27;
    if (c != '[' && c != 'O') {
      le_unget(le, c);
      return 27;
    }
  } else if ((c = le_getc(le, -1)) < 0) return 27;
  if (c != '[' && c != 'O') return K_ALT|c;
  while (n < 15 && (c = le_getc(le, -1)) >= 0)
    if ((seq[n++] = c) >= 0x40) break;
  seq[n] = 0;
  if (!n) return 27;
  num = atoi((char *)seq);
  switch (seq[n-1]) {
  case 'A': return K_UP;
  case 'B': return K_DOWN;
  case 'C': return strstr((char *)seq, ";5") ? K_CRIGHT : K_RIGHT;
  case 'D': return strstr((char *)seq, ";5") ? K_CLEFT : K_LEFT;
  case 'H': return K_HOME;
  case 'F': return K_END;
  case '~':
    if (num == 1 || num == 7) return K_HOME;
    if (num == 4 || num == 8) return K_END;
    if (num == 3) return K_DEL;
  }

  return 0;
}

static int le_isword(char c)
{
  return isalnum(c) || (c&0x80);
}

static long le_wordleft(struct le *le)
{
  long p = le->pos;

  while (p && !le_isword(le->buf[p-1])) p--;
  while (p && le_isword(le->buf[p-1])) p--;

  return p;
}

static long le_wordright(struct le *le)
{
  long p = le->pos;

  while (p < le->len && !le_isword(le->buf[p])) p++;
  while (p < le->len && le_isword(le->buf[p])) p++;

  return p;
}

// Show the candidates in columns below the line
static void le_list(struct le *le, char **list)
{
  int i, j, n, w, max = 0, per, rows;
  char *s;

  for (n = 0; list[n]; n++) {
    s = list[n];
    if ((w = le_width(s, strlen(s), 0)) > max) max = w;
  }
  per = le->cols/(max+2);
  if (per < 1) per = 1;
  rows = (n+per-1)/per;
  le->pos = le->len;
  le_draw(le);
  le_out(le, "\r\n", 2);
  for (i = 0; i < rows; i++) {
    for (j = i; j < n; j += rows) {
      s = list[j];
      le_out(le, s, -1);
      if (j+rows < n)
        for (w = le_width(s, strlen(s), 0); w < max+2; w++) le_out(le, " ", 1);
    }
    le_out(le, "\r\n", 2);
  }
  le->row = le->rows = 0;
  le_flush(le);
}

static void le_complete(struct le *le, struct linedit *ed, int again)
{
  char **list, *s;
  long start = le->pos, i, n, common;

  if (!ed->complete) return;
  s = xstrndup(le->buf, le->pos);
  list = ed->complete(s, le->pos, &start);
  free(s);
  if (!list) return;
  for (n = 0; list[n]; n++);
  if (n) {
    common = strlen(list[0]);
    for (i = 1; i < n; i++) {
      long j = 0;

      while (j < common && list[i][j] == list[0][j]) j++;
      common = j;
    }
    if (n == 1 || common > le->pos-start) {
      le_delete(le, start, le->pos, 0);
      le_insert(le, list[0], common);
      if (n == 1 && common && list[0][common-1] != '/') le_insert(le, " ", 1);
    } else if (again) {
      char **show = xzalloc((n+1)*sizeof(char *));

      // show names without their directory
      for (i = 0; i < n; i++) {
        long l = strlen(s = list[i]);

        for (show[i] = s+l-(l && s[l-1] == '/'); show[i] > s; show[i]--)
          if (show[i][-1] == '/') break;
      }
      le_list(le, show);
      free(show);
    } else le_out(le, "\a", 1);
  }
  for (i = 0; i < n; i++) free(list[i]);
  free(list);
}

// Ctrl-R: search the history backwards for what is typed. Returns the key
// that ended the search (to be processed as usual), 0 to redraw, -1 on EOF.
static int le_search(struct le *le, struct linedit *ed)
{
  char *save = xstrndup(le->buf, le->len), *prompt = le->prompt;
  struct sb_out q = {xzalloc(1), 0, 1};
  int at = ed->nhist, found = ed->nhist, c;

  for (;;) {
    char *p;

    le->prompt = xmprintf("(%sreverse-i-search)`%s': ",
      found < 0 ? "failed " : "", q.s);
    le->pw = le_width(le->prompt, strlen(le->prompt), 1);
    le_draw(le);
    free(le->prompt);
    c = le_key(le);
    if (c == 18) at = found-1;
    else if (c == 127 || c == 8) {
      if (q.len) q.s[--q.len] = 0;
      at = ed->nhist-1;
    } else if (c >= ' ' && c < 256) {
      q.s = xrealloc(q.s, q.len+2);
      q.s[q.len++] = c;
      q.s[q.len] = 0;
      at = found < ed->nhist ? found : ed->nhist-1;
    } else break;
    for (; at >= 0; at--) if (q.len && (p = strstr(ed->hist[at], q.s))) {
      le_set(le, ed->hist[at], -1);
      le->pos = p-ed->hist[at];
      break;
    }
    found = at;
    if (at < 0 && !q.len) {
      le_set(le, save, -1);
      found = ed->nhist;
    }
  }
  le->prompt = prompt;
  le->pw = le_width(prompt, strlen(prompt), 1);
  if (c == 7) {
    le_set(le, save, -1);
    c = 0;
  }
  free(save);
  free(q.s);

  return c;
}

// Drop the undo steps from n on
static void le_undrop(struct le *le, int n)
{
  while (le->nundo > n) free(le->undo[--le->nundo]);
}

// Go to history line "to" (ed->nhist: the line being typed): 1 if none
static int le_histgo(struct le *le, int to)
{
  if (to < 0 || to > le->ed->nhist) return 1;
  if (to == le->hist) return 0;
  if (le->hist == le->ed->nhist) {
    free(le->saved);
    le->saved = xstrndup(le->buf, le->len);
  } else le_undrop(le, le->undobase);
  le->undobase = to == le->ed->nhist ? 0 : le->nundo;
  le->hist = to;
  le_set(le, to == le->ed->nhist ? le->saved : le->ed->hist[to], -1);

  return 0;
}

// Read the rest of the UTF-8 character starting with byte c into b[]
static int le_utf8(struct le *le, int c, char *b)
{
  int n = 1, more = 0;

  b[0] = c;
  if ((c&0xc0) == 0xc0) more = (c&0xe0) == 0xc0 ? 1 : (c&0xf0) == 0xe0 ? 2 : 3;
  while (more-- && (c = le_getc(le, -1)) >= 0) b[n++] = c;
  b[n] = 0;

  return n;
}

// Insert a typed character (over the one under the cursor in vi's R)
static void le_typed(struct le *le, int c)
{
  char b[8];
  int n = le_utf8(le, c, b);

  if (le->ovr && le->pos < le->len)
    le_delete(le, le->pos, le_next(le, le->pos), 0);
  le_insert(le, b, n);
}

// vi's kinds of characters: 0 blank, 1 word (2 punctuation unless big)
static int le_cls(struct le *le, long p, int big)
{
  char c = le->buf[p];

  if (c == ' ' || c == '\t') return 0;

  return (big || le_isword(c) || c == '_') ? 1 : 2;
}

// Where vi's motion c takes the cursor n times, -1 if nowhere. *incl: the
// character there belongs to what the motion covers. cw: e for cw (from
// inside a word its end, not the next word's)
static long le_motion(struct le *le, int c, int n, int *incl, int cw)
{
  long p = le->pos, i, len = le->len;
  int k, big = c == 'W' || c == 'B' || c == 'E';
  char *pairs = "()[]{}", *s;

  *incl = 0;
  if (c == ';' || c == ',') {
    if (!le->ftype) return -1;
    c = le->ftype^(c == ',' ? 32 : 0);
  } else if (c == 'f' || c == 'F' || c == 't' || c == 'T') {
    if ((k = le_key(le)) < ' ' || k > 255) return -1;
    le_utf8(le, k, le->fch);
    le->ftype = c;
  }
  k = strlen(le->fch);
  switch (c) {
  case 'h': case 127: case 8: case K_LEFT:
    while (n-- && p) p = le_prev(le, p);
    break;
  case 'l': case ' ': case K_RIGHT:
    while (n-- && p < len) p = le_next(le, p);
    break;
  case '0': case K_HOME: p = 0; break;
  case '|': for (p = 0; --n && p < len; p = le_next(le, p)); break;
  case '^': for (p = 0; p < len && !le_cls(le, p, 1); p++); break;
  case '$': case K_END:
    p = le_prev(le, len);
    *incl = 1;
    break;
  case 'w': case 'W':
    while (n--) {
      if ((k = le_cls(le, p, big))) while (p < len && le_cls(le, p, big) == k) p++;
      while (p < len && !le_cls(le, p, big)) p++;
    }
    break;
  case 'b': case 'B':
    while (n--) {
      while (p && !le_cls(le, p-1, big)) p--;
      if (p) for (k = le_cls(le, p-1, big); p && le_cls(le, p-1, big) == k; p--);
    }
    break;
  case 'e': case 'E':
    *incl = 1;
    while (n--) {
      if (!cw) {
        if (p < len) p = le_next(le, p);
        while (p < len && !le_cls(le, p, big)) p++;
      }
      cw = 0;
      if (p >= len) {
        p = le_prev(le, len);
        break;
      }
      k = le_cls(le, p, big);
      while ((i = le_next(le, p)) < len && le_cls(le, i, big) == k) p = i;
    }
    break;
  case 'f': case 't':
    for (i = p; n--;) {
      for (i = le_next(le, i); i < len && strncmp(le->buf+i, le->fch, k);
        i = le_next(le, i));
      if (i >= len) return -1;
    }
    p = c == 't' ? le_prev(le, i) : i;
    *incl = 1;
    break;
  case 'F': case 'T':
    for (i = p; n--;) do {
      if (!i) return -1;
      i = le_prev(le, i);
    } while (strncmp(le->buf+i, le->fch, k));
    p = c == 'T' ? le_next(le, i) : i;
    break;
  case '%':
    for (i = p; i < len && !(le->buf[i] && strchr(pairs, le->buf[i])); i++);
    if (i >= len) return -1;
    s = strchr(pairs, le->buf[i]);
    c = (s-pairs)&1 ? -1 : 1;
    for (k = 0; i >= 0 && i < len; i += c) {
      if (le->buf[i] == *s) k++;
      else if (le->buf[i] == pairs[(s-pairs)^1] && !--k) break;
    }
    if (i < 0 || i >= len) return -1;
    p = i;
    *incl = 1;
    break;
  default: return -1;
  }

  return p;
}

// A count before a command: the digits from key *c on (0 for none)
static int le_count(struct le *le, int *c)
{
  int n = 0;

  while ((*c >= '1' && *c <= '9') || (n && *c == '0')) {
    if (n < 10000) n = n*10+*c-'0';
    *c = le_key(le);
  }

  return n;
}

// Search the history for le->pat, to older lines (back) or newer: n times
static int le_vfind(struct le *le, int back, int n)
{
  int at = le->hist, anchor = *le->pat == '^';
  char *pat = le->pat+anchor, *s;

  while (n--) for (;;) {
    at += back ? -1 : 1;
    if (at < 0 || at >= le->ed->nhist) return 1;
    s = le->ed->hist[at];
    if (anchor ? !strncmp(s, pat, strlen(pat)) : !!strstr(s, pat)) break;
  }
  le_histgo(le, at);
  le->pos = 0;

  return 0;
}

// Read the pattern of / or ? on the line: 1 if cancelled (or none)
static int le_vread(struct le *le, int c)
{
  char *save = xstrndup(le->buf, le->len), b = c;
  long pos = le->pos;

  le_set(le, &b, 1);
  for (;;) {
    le_draw(le);
    if ((c = le_key(le)) == '\r' || c == '\n') break;
    if (c == 127 || c == 8) {
      if (le->pos == 1) break;
      le_delete(le, le_prev(le, le->pos), le->pos, 0);
    } else if (c == 21) le_delete(le, 1, le->pos, 0);
    else if (c >= ' ' && c < 256) le_typed(le, c);
    else if (c == 27 || c == 3 || c < 0) break;
  }
  if (c == 3) le_unget(le, c);
  c = c == '\r' || c == '\n';
  if (c && le->len > 1) {
    free(le->pat);
    le->pat = xstrndup(le->buf+1, le->len-1);
  }
  le_set(le, save, -1);
  le->pos = pos;
  free(save);

  return !c || !le->pat;
}

// Put the keys of the last change (count n instead of its own) in the queue
static void le_redo(struct le *le, int n)
{
  struct sb_out q = {0};
  char *s = le->dot.s, num[16];

  if (n) {
    sb_add(&q, num, sprintf(num, "%d", n));
    while (isdigit(*s)) s++;
  }
  sb_add(&q, s, le->dot.s+le->dot.len-s);
  sb_add(&q, le->q.s+le->qpos, le->q.len-le->qpos);
  free(le->q.s);
  le->q = q;
  le->qpos = 0;
}

// One command of vi's command mode, its first key c: returns 0 if it changed
// nothing, 1 if it changed the line, 2 if it went to insert mode
static int le_vicmd(struct le *le, int c)
{
  char *old = xstrndup(le->buf, le->len), b[8];
  long oldpos = le->pos, p, from, to;
  int n1, n2 = 0, n, op = 0, incl, ret = 1, i, k;

  n1 = le_count(le, &c);
  switch (c) {
  case 'x': case K_DEL: op = 'd'; c = 'l'; break;
  case 'X': op = 'd'; c = 'h'; break;
  case 'D': op = 'd'; c = '$'; break;
  case 'C': op = 'c'; c = '$'; break;
  case 's': op = 'c'; c = 'l'; break;
  case 'S': op = c = 'c'; break;
  case 'd': case 'c': case 'y':
    op = c;
    c = le_key(le);
    n2 = le_count(le, &c);
  }
  if ((n = (n1 ? n1 : 1)*(n2 ? n2 : 1)) > 10000) n = 10000;
  if (op) {
    if (c == op) {
      from = 0;
      to = le->len;
    } else {
      i = op == 'c' && (c == 'w' || c == 'W') && le->pos < le->len
        && le_cls(le, le->pos, 1);
      if (i) c += 'e'-'w';
      if ((p = le_motion(le, c, n, &incl, i)) < 0) goto fail;
      from = p < le->pos ? p : le->pos;
      to = p < le->pos ? le->pos : p;
      if (incl) to = le_next(le, to);
    }
    if (op == 'y') {
      free(le->kill);
      le->kill = xstrndup(le->buf+from, to-from);
      if (c != op) le->pos = from;
      ret = 0;
    } else {
      le_delete(le, from, to, 1);
      if (op == 'c') ret = 2;
    }
  } else switch (c) {
  case 'i': ret = 2; break;
  case 'a':
    le->pos = le_next(le, le->pos);
    ret = 2;
    break;
  case 'I': le->pos = 0; ret = 2; break;
  case 'A': le->pos = le->len; ret = 2; break;
  case 'R': le->ovr = 1; ret = 2; break;
  case 'p': case 'P':
    if (!le->kill || !*le->kill) goto fail;
    if (c == 'p') le->pos = le_next(le, le->pos);
    while (n--) le_insert(le, le->kill, strlen(le->kill));
    le->pos = le_prev(le, le->pos);
    break;
  case 'r':
    if ((i = le_key(le)) < ' ' || i > 255) goto fail;
    k = le_utf8(le, i, b);
    for (p = le->pos, i = 0; i < n && p < le->len; i++) p = le_next(le, p);
    if (i < n) goto fail;
    le_delete(le, le->pos, p, 0);
    while (n--) le_insert(le, b, k);
    le->pos = le_prev(le, le->pos);
    break;
  case '~':
    for (; n-- && le->pos < le->len; le->pos = le_next(le, le->pos)) {
      unsigned char *ch = (unsigned char *)le->buf+le->pos;

      if (*ch < 128 && islower(*ch)) *ch = toupper(*ch);
      else if (*ch < 128 && isupper(*ch)) *ch = tolower(*ch);
    }
    break;
  case 'U':
    // all of this line's changes, and then there are none to undo
    if (le->nundo <= le->undobase) goto fail;
    le_set(le, le->undo[le->undobase], -1);
    le_undrop(le, le->undobase);
    le->pos = 0;
    ret = 0;
    break;
  case 'u':
    if (le->nundo <= le->undobase) goto fail;
    le_set(le, le->undo[--le->nundo], -1);
    free(le->undo[le->nundo]);
    le->pos = le->undopos[le->nundo];
    ret = 0;
    break;
  case '.':
    if (!le->dot.len) goto fail;
    le_redo(le, n1);
    ret = 0;
    break;
  case 'k': case '-': case K_UP: case 'j': case '+': case K_DOWN:
    k = (c == 'j' || c == '+' || c == K_DOWN) ? 1 : -1;
    if (le_histgo(le, le->hist+k*n)) goto fail;
    le->pos = 0;
    ret = 0;
    break;
  case 'G':
    // the oldest history line, or the one numbered n1 (as in bash: the
    // oldest if that's gone, not one newer than this)
    if ((i = n1 ? n1-1-le->ed->histbase : 0) < 0) i = 0;
    if (i > le->hist || i >= le->ed->nhist || le_histgo(le, i)) goto fail;
    le->pos = 0;
    ret = 0;
    break;
  case '/': case '?':
    if (le_vread(le, c)) goto fail;
    le->patdir = c;
    // fall through
  case 'n': case 'N':
    if (!le->pat || le_vfind(le, (le->patdir == '/')^(c == 'N'), n)) goto fail;
    ret = 0;
    break;
  default:
    if ((p = le_motion(le, c, n, &incl, 0)) < 0) goto fail;
    le->pos = p;
    ret = 0;
  }
  if (0) {
fail:
    le_out(le, "\a", 1);
    ret = 0;
  }
  if (ret && (ret == 2 || strcmp(old, le->buf))) {
    le->undo = xrealloc(le->undo, (le->nundo+1)*sizeof(char *));
    le->undopos = xrealloc(le->undopos, (le->nundo+1)*sizeof(long));
    le->undo[le->nundo] = old;
    le->undopos[le->nundo++] = oldpos;
    old = 0;
  }
  free(old);
  if (ret != 2 && le->pos >= le->len) le->pos = le_prev(le, le->len);

  return ret;
}

char *linedit(char *prompt, struct linedit *ed)
{
  struct le le = {0};
  struct termios raw;
  char *locale = 0, *s;
  struct sigaction sa = {0}, old[4];
  int sigs[] = {SIGHUP, SIGTERM, SIGQUIT, SIGALRM}, i, c, tabs = 0, eof = 0;

  if (tcgetattr(0, &le_old)) return 0;
  // widths of UTF-8 text even in the C locale
  if ((s = setlocale(LC_CTYPE, 0))) locale = xstrdup(s);
  if (MB_CUR_MAX < 2 && !setlocale(LC_CTYPE, "")) setlocale(LC_CTYPE, "C");
  if (MB_CUR_MAX < 2) setlocale(LC_CTYPE, "C.UTF-8");
  sa.sa_handler = le_signal;
  // signals that would end the process put the terminal back first
  for (i = 0; i < 4; i++) {
    sigaction(sigs[i], 0, old+i);
    if (old[i].sa_handler == SIG_DFL) sigaction(sigs[i], &sa, 0);
  }
  raw = le_old;
  raw.c_lflag &= ~(ICANON|ECHO|ISIG|IEXTEN);
  raw.c_iflag &= ~(IXON|ICRNL|INLCR|IGNCR);
  raw.c_cc[VMIN] = 1;
  raw.c_cc[VTIME] = 0;
  le_raw = 1;
  tcsetattr(0, TCSADRAIN, &raw);

  // the prompt's lines before its last are shown once
  if ((s = strrchr(prompt, '\n'))) {
    le_out(&le, prompt, s-prompt);
    le_out(&le, "\r\n", 2);
    prompt = s+1;
  }
  le.prompt = prompt;
  le.pw = le_width(prompt, strlen(prompt), 1);
  le.ed = ed;
  le.hist = ed->nhist;
  le_set(&le, "", 0);
  // vi starts in insert mode
  le.vi = linedit_vi;
  le_draw(&le);
  for (;;) {
    // vi records the keys of a command for "."
    if (le.vi && le.cmd) {
      le.rec.len = 0;
      le.recording = 1;
    }
    c = le_key(&le);
again:
    if (c != 9) tabs = 0;
    // the key before was a kill (2 while this one is)
    le.killed = !le.vi && le.killed == 2;
    if (c == -1 || (c == 4 && !le.len)) {
      eof = 1;
      break;
    }
    if (c == '\r' || c == '\n' || (c == 4 && le.vi)) break;
    if (c == 3) {
      // Ctrl-C: show it and start over on a new line
      le.pos = le.len;
      le_draw(&le);
      le_out(&le, "^C\r\n", 4);
      le_set(&le, "", 0);
      le.row = 0;
      le.hist = ed->nhist;
      free(le.saved);
      le.saved = 0;
      le.cmd = le.ovr = le.recording = 0;
      if (ed->interrupted) ed->interrupted();
    } else if (c == 12) {
      le_out(&le, "\033[H\033[J", -1);
      le.row = 0;
    } else if (le.vi && le.cmd) {
      if ((i = le_vicmd(&le, c)) == 2) le.cmd = 0;
      else {
        if (i == 1) {
          le.dot.len = 0;
          sb_add(&le.dot, le.rec.s, le.rec.len);
        }
        le.recording = 0;
      }
    } else if (le.vi && c == 27) {
      le.cmd = 1;
      le.ovr = 0;
      if (le.recording) {
        le.dot.len = 0;
        sb_add(&le.dot, le.rec.s, le.rec.len);
        le.recording = 0;
      }
      le.pos = le_prev(&le, le.pos);
    } else if (c == 1 || c == K_HOME) le.pos = 0;
    else if (c == 5 || c == K_END) le.pos = le.len;
    else if (c == 2 || c == K_LEFT) le.pos = le_prev(&le, le.pos);
    else if (c == 6 || c == K_RIGHT) le.pos = le_next(&le, le.pos);
    else if (c == (K_ALT|'b') || c == K_CLEFT) le.pos = le_wordleft(&le);
    else if (c == (K_ALT|'f') || c == K_CRIGHT) le.pos = le_wordright(&le);
    else if (c == 127 || c == 8) le_delete(&le, le_prev(&le, le.pos), le.pos, 0);
    else if (c == 4 || c == K_DEL) le_delete(&le, le.pos, le_next(&le, le.pos), 0);
    else if (c == 11) le_delete(&le, le.pos, le.len, 1);
    else if (c == 21) le_delete(&le, 0, le.pos, 1);
    else if (c == 23) {
      long p = le.pos;

      while (p && le.buf[p-1] == ' ') p--;
      while (p && le.buf[p-1] != ' ') p--;
      le_delete(&le, p, le.pos, 1);
    } else if (c == (K_ALT|127) || c == (K_ALT|8))
      le_delete(&le, le_wordleft(&le), le.pos, 1);
    else if (c == (K_ALT|'d')) le_delete(&le, le.pos, le_wordright(&le), 1);
    else if (c == 25 && le.kill) le_insert(&le, le.kill, strlen(le.kill));
    else if (c == 22) {
      if ((c = le_getc(&le, -1)) >= 0) {
        char b = c;

        le_insert(&le, &b, 1);
      }
    } else if (c == 20 && le.pos && le.len > 1) {
      // Ctrl-T: swap the characters before and at the cursor (at the end:
      // the two before it), UTF-8 ones whole
      long p = le.pos == le.len ? le_prev(&le, le.pos) : le.pos,
        q = le_prev(&le, p), e = le_next(&le, p);
      char *t = xstrndup(le.buf+q, p-q);

      if (q < p) {
        memmove(le.buf+q, le.buf+p, e-p);
        memcpy(le.buf+q+e-p, t, p-q);
        le.pos = e;
      }
      free(t);
    } else if (c == 16 || c == K_UP || c == 14 || c == K_DOWN)
      le_histgo(&le, le.hist+((c == 16 || c == K_UP) ? -1 : 1));
    else if (c == 9) le_complete(&le, ed, tabs++);
    else if (c == 18) {
      if ((c = le_search(&le, ed)) == -1) c = 4;
      if (c) goto again;
    } else if (c >= ' ' && c < 256) le_typed(&le, c);
    le_draw(&le);
  }
  le.pos = le.len;
  le_draw(&le);
  le_out(&le, "\r\n", 2);
  le_flush(&le);
  le_restore();
  for (i = 0; i < 4; i++) sigaction(sigs[i], old+i, 0);
  if (locale) setlocale(LC_CTYPE, locale);
  free(locale);
  free(le.saved);
  free(le.kill);
  free(le.out.s);
  free(le.q.s);
  free(le.rec.s);
  free(le.dot.s);
  free(le.pat);
  le_undrop(&le, 0);
  free(le.undo);
  free(le.undopos);
  if (eof) {
    free(le.buf);
    return 0;
  }

  return le.buf;
}
