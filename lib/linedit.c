/* linedit.c - read a line from a terminal with emacs-style editing keys,
 * history and completion (for sh).
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * The terminal is in raw mode only while linedit() runs; a signal that
 * ends the process meanwhile puts it back first. The line is redrawn whole
 * after each key (it may wrap over several rows of the screen); cursor
 * movement goes by characters of UTF-8 text, wide ones counting two columns.
 */

#include "toys.h"
#include <locale.h>

static struct termios le_old;
static int le_raw;

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

struct le {
  char *buf, *kill;
  long len, cap, pos;
  int rows, row, cols, pw;   // rows drawn, cursor's row, width, prompt's
  char *prompt;
  struct sb_out { char *s; long len, cap; } out;
};

static void le_out(struct le *le, char *s, long n)
{
  if (n < 0) n = strlen(s);
  if (le->out.len+n > le->out.cap)
    le->out.s = xrealloc(le->out.s, le->out.cap = (le->out.len+n)*2+64);
  memcpy(le->out.s+le->out.len, s, n);
  le->out.len += n;
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
    free(le->kill);
    le->kill = xstrndup(le->buf+from, to-from);
  }
  memmove(le->buf+from, le->buf+to, le->len-to+1);
  le->len -= to-from;
  le->pos = from;
}

// Read a key: a byte, or an escape sequence as one code above 255
enum {K_UP = 256, K_DOWN, K_RIGHT, K_LEFT, K_HOME, K_END, K_DEL, K_CLEFT,
  K_CRIGHT, K_ALT = 512};

static int le_key(void)
{
  unsigned char c, seq[16];
  int n = 0, num;

  for (;;) {
    int r = read(0, &c, 1);

    if (r == 1) break;
    if (r < 0 && errno == EINTR) continue;
    return -1;
  }
  if (c != 27) return c;
  if (read(0, &c, 1) != 1) return 27;
  if (c != '[' && c != 'O') return K_ALT|c;
  while (read(0, seq+n, 1) == 1 && n < 15)
    if (seq[n++] >= 0x40) break;
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
    c = le_key();
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

char *linedit(char *prompt, struct linedit *ed)
{
  struct le le = {0};
  struct termios raw;
  char *locale = 0, *s, *saved = 0;
  struct sigaction sa = {0}, old[4];
  int sigs[] = {SIGHUP, SIGTERM, SIGQUIT, SIGALRM}, i, c, hist = ed->nhist,
    tabs = 0, eof = 0;

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
  le_set(&le, "", 0);
  le_draw(&le);
  for (;;) {
    c = le_key();
again:
    if (c != 9) tabs = 0;
    if (c == -1 || (c == 4 && !le.len)) {
      eof = 1;
      break;
    }
    if (c == '\r' || c == '\n') break;
    if (c == 3) {
      // Ctrl-C: show it and start over on a new line
      le.pos = le.len;
      le_draw(&le);
      le_out(&le, "^C\r\n", 4);
      le_set(&le, "", 0);
      le.row = 0;
      hist = ed->nhist;
      free(saved);
      saved = 0;
      if (ed->interrupted) ed->interrupted();
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
      char b;

      if (read(0, &b, 1) == 1) le_insert(&le, &b, 1);
    }
    else if (c == 20 && le.pos && le.len > 1) {
      // Ctrl-T: swap the two characters before the cursor (bytes)
      long p = le.pos == le.len ? le.pos-1 : le.pos;
      char t = le.buf[p];

      le.buf[p] = le.buf[p-1];
      le.buf[p-1] = t;
      le.pos = p+1;
    } else if (c == 12) {
      le_out(&le, "\033[H\033[J", -1);
      le.row = 0;
    } else if (c == 16 || c == K_UP || c == 14 || c == K_DOWN) {
      int to = hist+((c == 16 || c == K_UP) ? -1 : 1);

      if (to >= 0 && to <= ed->nhist) {
        if (hist == ed->nhist) {
          free(saved);
          saved = xstrndup(le.buf, le.len);
        }
        hist = to;
        le_set(&le, hist == ed->nhist ? saved : ed->hist[hist], -1);
      }
    } else if (c == 9) le_complete(&le, ed, tabs++);
    else if (c == 18) {
      if ((c = le_search(&le, ed)) == -1) c = 4;
      if (c) goto again;
    } else if (c >= ' ' && c < 256) {
      char b = c;

      le_insert(&le, &b, 1);
      // the rest of a UTF-8 character before drawing it
      if ((c&0xc0) == 0xc0) {
        int more = (c&0xe0) == 0xc0 ? 1 : (c&0xf0) == 0xe0 ? 2 : 3;

        while (more-- && read(0, &b, 1) == 1) le_insert(&le, &b, 1);
      }
    }
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
  free(saved);
  free(le.kill);
  free(le.out.s);
  if (eof) {
    free(le.buf);
    return 0;
  }

  return le.buf;
}
