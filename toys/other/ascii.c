/* ascii.c - print the ASCII table
 *
 * no standard

USE_ASCII(NEWTOY(ascii, 0, TOYFLAG_USR|TOYFLAG_BIN))

config ASCII
  bool "ascii"
  default y
  help
    usage: ascii

    Print the 128 ASCII characters in four columns of 32: decimal value,
    hexadecimal value and the character (or the name of a control
    character; SP is space).
*/

#define FOR_ascii
#include "toys.h"

void ascii_main(void)
{
  char *names = "NULSOHSTXETXEOTENQACKBELBS HT LF VT FF CR SO SI DLEDC1DC2DC3"
    "DC4NAKSYNETBCANEM SUBESCFS GS RS US SP ", *s;
  int row, col, c;

  for (row = 0; row < 32; row++) {
    for (s = toybuf, col = 0; col < 4; col++) {
      c = col*32+row;
      s += sprintf(s, "%3d %02X ", c, c);
      if (c <= 32) s += sprintf(s, "%.3s", names+3*c);
      else if (c == 127) s += sprintf(s, "DEL");
      else s += sprintf(s, "%c  ", c);
      s += sprintf(s, "   ");
    }
    while (s[-1] == ' ') s--;
    *s = 0;
    xputs(toybuf);
  }
}
