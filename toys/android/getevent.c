/* getevent.c - show input events, and sendevent to make them
 *
 * Copyright 2026 the toybox authors. 0BSD license: see LICENSE.
 *
 * No standard: Android toolbox's syntax, on Linux's evdev interface
 * (linux/input.h, Documentation/input/input.rst).

USE_GETEVENT(NEWTOY(getevent, ">1c#<1s:Srltnv;pqi", TOYFLAG_USR|TOYFLAG_BIN))
USE_SENDEVENT(NEWTOY(sendevent, "^<4>4", TOYFLAG_USR|TOYFLAG_BIN))

config GETEVENT
  bool "getevent"
  default y
  help
    usage: getevent [-iSlnpqrt] [-c COUNT] [-s SWITCHMASK] [-v[MASK]] [DEVICE]

    Show input events from DEVICE (default: every /dev/input/event*, each
    line starting with its device): TYPE CODE VALUE in hex.

    -c	Stop after COUNT events
    -i	Show all device information (-v127)
    -l	Label types, codes and key values by name
    -n	No newlines: events run on, space separated
    -p	Show the events each device can send (-v39), then exit
    -q	Quiet (-v0)
    -r	Show the rate of SYN_REPORTs, per second
    -S	Show the state of every switch
    -s	Show the state of the switches in SWITCHMASK
    -t	Show timestamps
    -v	What to show about devices (default 7, -v alone 127), the sum of:
    	1 errors, 2 device path, 4 name, 8 bus/ids/location, 16 driver
    	version, 32 possible events, 64 input properties

config SENDEVENT
  bool "sendevent"
  default y
  help
    usage: sendevent DEVICE TYPE CODE VALUE

    Send an input event to DEVICE (/dev/input/eventN, or a uinput device's).
    TYPE CODE and VALUE are numbers (0x for hex).
*/

#define FOR_getevent
#include "toys.h"
#include <sys/ioctl.h>
#include <poll.h>

GLOBALS(
  long c;
  char *s, *v;

  struct pollfd *fds;
  char **names;
  int n;
  long long *last;
)

// linux/input.h (musl builds have no kernel headers)
struct input_event { struct timeval time; unsigned short type, code; int value; };
#define EVIOCGVERSION _IOR('E', 0x01, int)
#define EVIOCGID _IOR('E', 0x02, unsigned short[4])
#define EVIOCGNAME(len) _IOC(_IOC_READ, 'E', 0x06, len)
#define EVIOCGPHYS(len) _IOC(_IOC_READ, 'E', 0x07, len)
#define EVIOCGUNIQ(len) _IOC(_IOC_READ, 'E', 0x08, len)
#define EVIOCGPROP(len) _IOC(_IOC_READ, 'E', 0x09, len)
#define EVIOCGSW(len) _IOC(_IOC_READ, 'E', 0x1b, len)
#define EVIOCGBIT(ev, len) _IOC(_IOC_READ, 'E', 0x20 + (ev), len)
#define EVIOCGABS(abs) _IOR('E', 0x40 + (abs), int[6])

// Names: one string a type, space separated, "-" where a code has none
static char *types[] = {"SYN", "KEY", "REL", "ABS", "MSC", "SW", 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, "LED", "SND", 0, "REP", "FF", "PWR", "FF_STATUS"};
static char *codes[] = {
  // SYN
  "REPORT CONFIG MT_REPORT DROPPED",
  // KEY (0-0xff), then BTN_ names from 0x100
  "RESERVED ESC 1 2 3 4 5 6 7 8 9 0 MINUS EQUAL BACKSPACE TAB Q W E R T Y U I "
  "O P LEFTBRACE RIGHTBRACE ENTER LEFTCTRL A S D F G H J K L SEMICOLON "
  "APOSTROPHE GRAVE LEFTSHIFT BACKSLASH Z X C V B N M COMMA DOT SLASH "
  "RIGHTSHIFT KPASTERISK LEFTALT SPACE CAPSLOCK F1 F2 F3 F4 F5 F6 F7 F8 F9 "
  "F10 NUMLOCK SCROLLLOCK KP7 KP8 KP9 KPMINUS KP4 KP5 KP6 KPPLUS KP1 KP2 KP3 "
  "KP0 KPDOT - ZENKAKUHANKAKU 102ND F11 F12 RO KATAKANA HIRAGANA HENKAN "
  "KATAKANAHIRAGANA MUHENKAN KPJPCOMMA KPENTER RIGHTCTRL KPSLASH SYSRQ "
  "RIGHTALT LINEFEED HOME UP PAGEUP LEFT RIGHT END DOWN PAGEDOWN INSERT "
  "DELETE MACRO MUTE VOLUMEDOWN VOLUMEUP POWER KPEQUAL KPPLUSMINUS PAUSE "
  "SCALE KPCOMMA HANGEUL HANJA YEN LEFTMETA RIGHTMETA COMPOSE STOP AGAIN "
  "PROPS UNDO FRONT COPY OPEN PASTE FIND CUT HELP MENU CALC SETUP SLEEP "
  "WAKEUP FILE SENDFILE DELETEFILE XFER PROG1 PROG2 WWW MSDOS COFFEE "
  "ROTATE_DISPLAY CYCLEWINDOWS MAIL BOOKMARKS COMPUTER BACK FORWARD CLOSECD "
  "EJECTCD EJECTCLOSECD NEXTSONG PLAYPAUSE PREVIOUSSONG STOPCD RECORD REWIND "
  "PHONE ISO CONFIG HOMEPAGE REFRESH EXIT MOVE EDIT SCROLLUP SCROLLDOWN "
  "KPLEFTPAREN KPRIGHTPAREN NEW REDO F13 F14 F15 F16 F17 F18 F19 F20 F21 F22 "
  "F23 F24 - - - - - PLAYCD PAUSECD PROG3 PROG4 ALL_APPLICATIONS SUSPEND "
  "CLOSE PLAY FASTFORWARD BASSBOOST PRINT HP CAMERA SOUND QUESTION EMAIL "
  "CHAT SEARCH CONNECT FINANCE SPORT SHOP ALTERASE CANCEL BRIGHTNESSDOWN "
  "BRIGHTNESSUP MEDIA SWITCHVIDEOMODE KBDILLUMTOGGLE KBDILLUMDOWN KBDILLUMUP "
  "SEND REPLY FORWARDMAIL SAVE DOCUMENTS BATTERY BLUETOOTH WLAN UWB UNKNOWN "
  "VIDEO_NEXT VIDEO_PREV BRIGHTNESS_CYCLE BRIGHTNESS_AUTO DISPLAY_OFF WWAN "
  "RFKILL MICMUTE",
  // REL
  "X Y Z RX RY RZ HWHEEL DIAL WHEEL MISC RESERVED WHEEL_HI_RES "
  "HWHEEL_HI_RES",
  // ABS
  "X Y Z RX RY RZ THROTTLE RUDDER WHEEL GAS BRAKE - - - - - HAT0X HAT0Y "
  "HAT1X HAT1Y HAT2X HAT2Y HAT3X HAT3Y PRESSURE DISTANCE TILT_X TILT_Y "
  "TOOL_WIDTH - - - - VOLUME PROFILE - - - - - - - - - - - - - - MT_SLOT "
  "MT_TOUCH_MAJOR MT_TOUCH_MINOR MT_WIDTH_MAJOR MT_WIDTH_MINOR "
  "MT_ORIENTATION MT_POSITION_X MT_POSITION_Y MT_TOOL_TYPE MT_BLOB_ID "
  "MT_TRACKING_ID MT_PRESSURE MT_DISTANCE MT_TOOL_X MT_TOOL_Y",
  // MSC
  "SERIAL PULSELED GESTURE RAW SCAN TIMESTAMP",
  // SW
  "LID TABLET_MODE HEADPHONE_INSERT RFKILL_ALL MICROPHONE_INSERT DOCK "
  "LINEOUT_INSERT JACK_PHYSICAL_INSERT VIDEOOUT_INSERT CAMERA_LENS_COVER "
  "KEYPAD_SLIDE FRONT_PROXIMITY ROTATE_LOCK LINEIN_INSERT MUTE_DEVICE "
  "PEN_INSERTED MACHINE_COVER",
};
static char *btns =  // from 0x100, in rows of 16
  "0 1 2 3 4 5 6 7 8 9 - - - - - - LEFT RIGHT MIDDLE SIDE EXTRA FORWARD BACK "
  "TASK - - - - - - - - TRIGGER THUMB THUMB2 TOP TOP2 PINKIE BASE BASE2 BASE3 "
  "BASE4 BASE5 BASE6 - - - DEAD SOUTH EAST C NORTH WEST Z TL TR TL2 TR2 "
  "SELECT START MODE THUMBL THUMBR - TOOL_PEN TOOL_RUBBER TOOL_BRUSH "
  "TOOL_PENCIL TOOL_AIRBRUSH TOOL_FINGER TOOL_MOUSE TOOL_LENS "
  "TOOL_QUINTTAP STYLUS3 TOUCH STYLUS STYLUS2 TOOL_DOUBLETAP TOOL_TRIPLETAP "
  "TOOL_QUADTAP GEAR_DOWN GEAR_UP";
static char *leds = "NUML CAPSL SCROLLL COMPOSE KANA SLEEP SUSPEND MUTE MISC "
  "MAIL CHARGING", *snds = "CLICK BELL TONE", *reps = "DELAY PERIOD";

// The Nth space-separated word of S, into buf (0 if none or "-")
static char *word(char *s, int n, char *buf)
{
  int len;

  while (s && n--) if ((s = strchr(s, ' '))) s++;
  if (!s || *s == '-' || !*s) return 0;
  len = strcspn(s, " ");
  sprintf(buf, "%.*s", len, s);

  return buf;
}

// "KEY_POWER" style name of a code, or 0
static char *code_name(int type, int code, char *buf)
{
  char *s = 0, *prefix = types[type < 24 ? type : 0], w[64];

  if (type == 1 && code >= 0x100) {
    if ((s = word(btns, code-0x100, w))) prefix = "BTN";
  } else if (type<6) s = word(codes[type], code, w);
  else if (type == 17) s = word(leds, code, w);
  else if (type == 18) s = word(snds, code, w);
  else if (type == 20) s = word(reps, code, w);
  if (!s) return 0;
  sprintf(buf, "%s_%s", prefix, s);

  return buf;
}

static int test_bit(unsigned char *bits, int i)
{
  return (bits[i/8]>>(i%8))&1;
}

static int verbose(void)
{
  if (FLAG(q)) return 0;
  if (FLAG(i)) return 127;
  if (FLAG(v)) return TT.v ? atolx_range(TT.v, 0, 127) : 127;

  return FLAG(p) ? 39 : 7;
}

// The device's events: each type it has, and its codes (ABS with ranges)
static void possible(int fd)
{
  unsigned char bits[32], cbits[0x300/8];
  int type, code, abs[6], max[] = {0, 0x2ff, 0xf, 0x3f, 0x7, 0x10, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0xf, 0x7, 0, 0x1, 0x7f, 0, 0x1}, n;
  char buf[80];

  printf("  events:\n");
  memset(bits, 0, sizeof(bits));
  ioctl(fd, EVIOCGBIT(0, sizeof(bits)), bits);
  for (type = 1; type<24; type++) {
    if (!test_bit(bits, type)) continue;
    if (FLAG(l) && types[type]) printf("    EV_%-9s:", types[type]);
    else printf("    %-3s (%04x):", types[type] ? : "?", type);
    memset(cbits, 0, sizeof(cbits));
    ioctl(fd, EVIOCGBIT(type, sizeof(cbits)), cbits);
    for (code = n = 0; code <= (max[type] ? : 0x2ff); code++) {
      if (!test_bit(cbits, code)) continue;
      if (FLAG(l) && code_name(type, code, buf)) printf(" %-20s", buf);
      else printf(" %04x", code);
      if (type == 3 && !ioctl(fd, EVIOCGABS(code), abs))
        printf(" : value %d, min %d, max %d, fuzz %d, flat %d, resolution %d\n"
          "%*s", abs[0], abs[1], abs[2], abs[3], abs[4], abs[5], 16, "");
      else if (++n % 8 == 0) printf("\n%*s", 16, "");
    }
    xputc('\n');
  }
}

static void open_device(char *path, int err)
{
  int fd = open(path, O_RDONLY|O_CLOEXEC), v = verbose(), i, version;
  unsigned short id[4];
  unsigned char bits[8], sw[8];
  char buf[256];
  long long mask;

  if (fd == -1 || ioctl(fd, EVIOCGVERSION, &version)) {
    if (err || (v&1)) perror_msg("%s", path);
    if (fd != -1) close(fd);
    return;
  }
  if (!(TT.n&7)) {
    TT.fds = xrealloc(TT.fds, (TT.n+8)*sizeof(*TT.fds));
    TT.names = xrealloc(TT.names, (TT.n+8)*sizeof(char *));
    TT.last = xrealloc(TT.last, (TT.n+8)*sizeof(long long));
  }
  TT.fds[TT.n].fd = fd;
  TT.fds[TT.n].events = POLLIN;
  TT.names[TT.n] = xstrdup(path);
  TT.last[TT.n++] = 0;

  if (v&2) printf("add device %d: %s\n", TT.n, path);
  if (v&8) {
    memset(id, 0, sizeof(id));
    ioctl(fd, EVIOCGID, id);
    printf("  bus:      %04x\n  vendor    %04x\n  product   %04x\n"
      "  version   %04x\n", id[0], id[1], id[2], id[3]);
  }
  if (v&4) {
    *buf = 0;
    ioctl(fd, EVIOCGNAME(sizeof(buf)-1), buf);
    printf("  name:     \"%s\"\n", buf);
  }
  if (v&8) {
    *buf = 0;
    ioctl(fd, EVIOCGPHYS(sizeof(buf)-1), buf);
    printf("  location: \"%s\"\n", buf);
    *buf = 0;
    ioctl(fd, EVIOCGUNIQ(sizeof(buf)-1), buf);
    printf("  id:       \"%s\"\n", buf);
  }
  if (v&16)
    printf("  version:  %d.%d.%d\n", version>>16, (version>>8)&255, version&255);
  if (v&32) possible(fd);
  if (v&64) {
    memset(bits, 0, sizeof(bits));
    ioctl(fd, EVIOCGPROP(sizeof(bits)), bits);
    printf("  input props:\n");
    for (i = mask = 0; i<64; i++) if (test_bit(bits, i)) {
      char *props[] = {"POINTER", "DIRECT", "BUTTONPAD", "SEMI_MT", "TOPBUTTONPAD",
        "POINTING_STICK", "ACCELEROMETER"};

      mask++;
      if (i<7) printf("    INPUT_PROP_%s\n", props[i]);
      else printf("    %04x\n", i);
    }
    if (!mask) printf("    <none>\n");
  }
  if (FLAG(S) || TT.s) {
    mask = TT.s ? atolx(TT.s) : -1;
    memset(sw, 0, sizeof(sw));
    memset(bits, 0, sizeof(bits));
    ioctl(fd, EVIOCGBIT(5, sizeof(bits)), bits);
    ioctl(fd, EVIOCGSW(sizeof(sw)), sw);
    for (i = 0; i<64; i++) if (((mask>>i)&1) && test_bit(bits, i))
      printf("  SW %02x: %d\n", i, test_bit(sw, i));
  }
}

static int cmp_event(const void *a, const void *b)
{
  char *x = *(char **)a, *y = *(char **)b;

  return strncmp(x, "event", 5) || strncmp(y, "event", 5) ? strcmp(x, y) :
    atoi(x+5) - atoi(y+5);
}

void getevent_main(void)
{
  struct input_event ev;
  DIR *dir;
  struct dirent *de;
  char **list = 0, buf[64], *s;
  int i, n = 0, count = 0;
  long long us;

  // check -v and -s first
  verbose();
  if (TT.s) atolx(TT.s);
  if (*toys.optargs) open_device(*toys.optargs, 1);
  else {
    if (!(dir = opendir("/dev/input"))) perror_exit("/dev/input");
    while ((de = readdir(dir))) {
      if (strncmp(de->d_name, "event", 5)) continue;
      if (!(n&15)) list = xrealloc(list, (n+16)*sizeof(char *));
      list[n++] = xstrdup(de->d_name);
    }
    closedir(dir);
    if (n) qsort(list, n, sizeof(char *), cmp_event);
    for (i = 0; i<n; i++) {
      s = xmprintf("/dev/input/%s", list[i]);
      open_device(s, 0);
      free(s);
      free(list[i]);
    }
    free(list);
  }
  if (FLAG(p) || FLAG(i) || !TT.n) return;

  for (;;) {
    if (poll(TT.fds, TT.n, -1) < 0) {
      if (errno == EINTR) continue;
      perror_exit("poll");
    }
    for (i = 0; i<TT.n; i++) {
      if (!(TT.fds[i].revents & (POLLIN|POLLERR|POLLHUP))) continue;
      if (read(TT.fds[i].fd, &ev, sizeof(ev)) != sizeof(ev)) {
        if (verbose()&1) perror_msg("%s", TT.names[i]);
        close(TT.fds[i].fd);
        TT.fds[i].fd = -1;
        continue;
      }
      if (FLAG(t)) printf("[%8ld.%06ld] ", (long)ev.time.tv_sec,
        (long)ev.time.tv_usec);
      if (!*toys.optargs) printf("%s: ", TT.names[i]);
      if (FLAG(l)) {
        printf("%-12s ", ev.type<24 && types[ev.type] ?
          (sprintf(buf, "EV_%s", types[ev.type]), buf) : "?");
        if (!code_name(ev.type, ev.code, buf)) sprintf(buf, "%04x", ev.code);
        printf("%-20s ", buf);
        if (ev.type == 1 && ev.value>=0 && ev.value<3)
          printf("%-8s", (char *[]){"UP", "DOWN", "REPEAT"}[ev.value]);
        else printf("%08x", ev.value);
      } else printf("%04x %04x %08x", ev.type, ev.code, ev.value);
      if (FLAG(r) && !ev.type && !ev.code) {
        us = ev.time.tv_sec*1000000LL+ev.time.tv_usec;
        if (TT.last[i] && us > TT.last[i])
          printf(" rate %lld", 1000000/(us-TT.last[i]));
        TT.last[i] = us;
      }
      xputc(FLAG(n) ? ' ' : '\n');
      if (FLAG(c) && ++count >= TT.c) {
        if (FLAG(n)) xputc('\n');
        return;
      }
    }
    fflush(stdout);
  }
}

#define CLEANUP_getevent
#define FOR_sendevent
#include <generated/flags.h>

void sendevent_main(void)
{
  struct input_event ev;
  int fd, version;

  memset(&ev, 0, sizeof(ev));
  ev.type = atolx_range(toys.optargs[1], 0, 65535);
  ev.code = atolx_range(toys.optargs[2], 0, 65535);
  ev.value = atolx_range(toys.optargs[3], INT_MIN, INT_MAX);
  fd = xopen(*toys.optargs, O_RDWR);
  if (ioctl(fd, EVIOCGVERSION, &version)) perror_exit("%s", *toys.optargs);
  if (write(fd, &ev, sizeof(ev)) != sizeof(ev)) perror_exit("%s", *toys.optargs);
  close(fd);
}
