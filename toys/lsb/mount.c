/* mount.c - mount filesystems
 *
 * See https://refspecs.linuxfoundation.org/LSB_5.0.0/LSB-Core-generic/LSB-Core-generic/mount.html
 * (and util-linux mount)

USE_MOUNT(NEWTOY(mount, "(make-shared)(make-slave)(make-private)(make-unbindable)(make-rshared)(make-rslave)(make-rprivate)(make-runbindable)>2O:t:o*afnrvwB(bind)R(rbind)M(move)[-rw][!BRM]", TOYFLAG_BIN|TOYFLAG_STAYROOT))

config MOUNT
  bool "mount"
  default y
  help
    usage: mount [-afnrvw] [-t TYPE[,TYPE...]] [-o OPTION[,OPTION...]] [[SOURCE] DIR]
           mount --make-[r]{shared,slave,private,unbindable} DIR
           mount [-B|-R|-M] OLDDIR NEWDIR

    Mount SOURCE (a block device, an image file, LABEL=x, UUID=x, or anything
    the filesystem takes) on directory DIR. With one of them only, the
    other comes from /etc/fstab. With neither, list what's mounted (of
    TYPE with -t) as SOURCE on DIR type TYPE (OPTIONS).

    -a  Mount everything in /etc/fstab not marked noauto (of TYPE with -t:
        a list, "no" before the first negating all; -O: with one of these
        options, "no" negating each)
    -B  Same as -o bind       -R  Same as -o rbind      -M  Same as -o move
    --make-shared DIR (--make-slave, -private, -unbindable, and with
        rshared, rslave...: recursive): same as -o shared and the like
    -f  Fake it: do everything but the mount
    -n  Don't write /etc/mtab (never written: the kernel's list is used)
    -o  Options, a comma separated list (repeatable)
    -r  Read only (-o ro)     -w  Read/write (-o rw, the default)
    -t  Filesystem TYPE: default detected from the superblock (or each
        /proc/filesystems lists in turn); several are tried in order
    -v  Verbose

    OPTIONS: ro rw suid nosuid dev nodev exec noexec sync async dirsync
    atime noatime diratime nodiratime relatime norelatime strictatime
    lazytime mand nomand silent loud, remount (change a mounted DIR), bind
    rbind move, shared private slave unbindable (and rshared...), loop or
    loop=DEV (with offset=N sizelimit=N), defaults auto noauto user nouser
    users nofail _netdev x-* comment= (for fstab: ignored). Others go to the
    filesystem. An image file is mounted through a loop device mount sets up,
    freed when it's unmounted.
*/

#define FOR_mount
#include "toys.h"
#include <sys/mount.h>
#include <mntent.h>

GLOBALS(
  char *O, *t;
  struct arg_list *o;
)

#ifndef MS_LAZYTIME
#define MS_LAZYTIME (1<<25)
#endif
#define MS_PROPAGATION (MS_SHARED|MS_PRIVATE|MS_SLAVE|MS_UNBINDABLE)
#define MOUNT_NOPTS (sizeof(mount_opts)/sizeof(*mount_opts))

static struct { char *name; unsigned long on, off; } mount_opts[] = {
  {"ro", MS_RDONLY, 0}, {"rw", 0, MS_RDONLY},
  {"nosuid", MS_NOSUID, 0}, {"suid", 0, MS_NOSUID},
  {"nodev", MS_NODEV, 0}, {"dev", 0, MS_NODEV},
  {"noexec", MS_NOEXEC, 0}, {"exec", 0, MS_NOEXEC},
  {"sync", MS_SYNCHRONOUS, 0}, {"async", 0, MS_SYNCHRONOUS},
  {"dirsync", MS_DIRSYNC, 0}, {"remount", MS_REMOUNT, 0},
  {"mand", MS_MANDLOCK, 0}, {"nomand", 0, MS_MANDLOCK},
  {"noatime", MS_NOATIME, 0}, {"atime", 0, MS_NOATIME},
  {"nodiratime", MS_NODIRATIME, 0}, {"diratime", 0, MS_NODIRATIME},
  {"relatime", MS_RELATIME, 0}, {"norelatime", 0, MS_RELATIME},
  {"strictatime", MS_STRICTATIME, 0}, {"lazytime", MS_LAZYTIME, 0},
  {"silent", MS_SILENT, 0}, {"loud", 0, MS_SILENT},
  {"bind", MS_BIND, 0}, {"rbind", MS_BIND|MS_REC, 0}, {"move", MS_MOVE, 0},
  {"shared", MS_SHARED, 0}, {"rshared", MS_SHARED|MS_REC, 0},
  {"private", MS_PRIVATE, 0}, {"rprivate", MS_PRIVATE|MS_REC, 0},
  {"slave", MS_SLAVE, 0}, {"rslave", MS_SLAVE|MS_REC, 0},
  {"unbindable", MS_UNBINDABLE, 0}, {"runbindable", MS_UNBINDABLE|MS_REC, 0},
  // fstab's, not the kernel's
  {"defaults", 0, 0}, {"auto", 0, 0}, {"noauto", 0, 0}, {"user", 0, 0},
  {"nouser", 0, 0}, {"users", 0, 0}, {"owner", 0, 0}, {"group", 0, 0},
  {"nofail", 0, 0}, {"_netdev", 0, 0}, {"loop", 0, 0},
};

struct mount_req {
  unsigned long flags;
  char *data, *loopdev;
  long long offset, sizelimit;
  int loop;
};

// Split the option list into mount flags and the filesystem's data
static void mount_parse(char *opts, struct mount_req *mr)
{
  char *s, *o, *list = xstrdup(opts ? opts : "");
  int i;

  for (s = list; (o = strsep(&s, ","));) {
    if (!*o || strstart(&o, "x-") || strstart(&o, "comment=")) continue;
    for (i = 0; i<MOUNT_NOPTS; i++) {
      if (strcmp(o, mount_opts[i].name)) continue;
      mr->flags = (mr->flags|mount_opts[i].on)&~mount_opts[i].off;
      if (!strcmp(o, "loop")) mr->loop = 1;
      break;
    }
    if (i<MOUNT_NOPTS) continue;
    if (strstart(&o, "loop=")) {
      mr->loop = 1;
      free(mr->loopdev);
      mr->loopdev = xstrdup(o);
    } else if (strstart(&o, "offset=")) mr->offset = atolx(o);
    else if (strstart(&o, "sizelimit=")) mr->sizelimit = atolx(o);
    else {
      o = mr->data ? xmprintf("%s,%s", mr->data, o) : xstrdup(o);
      free(mr->data);
      mr->data = o;
    }
  }
  free(list);
}

// Is name in comma separated list? (Or, with neg, not in it.)
static int mount_inlist(char *name, char *list, int neg)
{
  int len = strlen(name);

  while (list && *list) {
    if (neg) strstart(&list, "no");
    if (!strncmp(list, name, len) && (!list[len] || list[len] == ','))
      return 1;
    list += strcspn(list, ",");
    if (*list) list++;
  }

  return 0;
}

// Does -t's list take type? A "no" on the first negates all.
static int mount_typeok(char *type)
{
  if (!TT.t) return 1;
  if (!strncmp(TT.t, "no", 2)) return !mount_inlist(type, TT.t, 1);

  return mount_inlist(type, TT.t, 0);
}

// Does -O's list match options opts? ("no" negates each.)
static int mount_optok(char *opts)
{
  char *list = TT.O, *o;
  int len, neg;

  if (!list) return 1;
  while (*list) {
    len = strcspn(list, ",");
    if ((neg = !strncmp(list, "no", 2))) o = xstrndup(list+2, len-2);
    else o = xstrndup(list, len);
    if (mount_inlist(o, opts, 0) != neg) {
      free(o);
      return 1;
    }
    free(o);
    list += len+!!list[len];
  }

  return 0;
}

// The block filesystems /proc/filesystems lists (not "nodev"), one string
static char *mount_blockfs(void)
{
  char *s = readfile("/proc/filesystems", 0, 0), *line, *next, *out;
  int len = 0;

  if (!s) return xstrdup("");
  out = xzalloc(strlen(s)+1);
  for (next = s; (line = strsep(&next, "\n"));) {
    if (strncmp(line, "nodev", 5) && *(line += strspn(line, " \t")))
      len += sprintf(out+len, "%s%s", len ? "," : "", line);
  }
  free(s);

  return out;
}

// Mount one: 0 if it worked (or failed with a message already given)
static int mount_one(char *src, char *dir, char *type, char *opts)
{
  struct mount_req mr;
  struct blkid_info bi;
  struct stat st;
  char *types = 0, *t, *next, *loopname = 0, *msg = "mounted", *dev = src,
    *spec = src;
  int fd, lfd = -1, rc = -1, err = 0;
  unsigned long flags;

  memset(&mr, 0, sizeof(mr));
  mr.flags = MS_SILENT;
  mount_parse(opts, &mr);
  if (FLAG(r)) mr.flags |= MS_RDONLY;
  if (FLAG(w)) mr.flags &= ~MS_RDONLY;
  if (FLAG(B)) mr.flags |= MS_BIND;
  if (FLAG(R)) mr.flags |= MS_BIND|MS_REC;
  if (FLAG(M)) mr.flags |= MS_MOVE;
  flags = mr.flags;

  // Propagation changes stand alone
  if (flags&MS_PROPAGATION) {
    if (!FLAG(f) && mount("none", dir, 0, flags&(MS_PROPAGATION|MS_REC|
        MS_SILENT), 0)) {
      perror_msg("%s", dir);
      goto done;
    }
    flags &= ~(MS_PROPAGATION|MS_REC);
    if (!(flags&~MS_SILENT)) {
      rc = 0;
      goto done;
    }
  }

  if (flags&(MS_BIND|MS_MOVE|MS_REMOUNT)) {
    if (flags&MS_BIND) msg = "bound";
    if (flags&MS_MOVE) msg = "moved";
    // the kernel wants the flags of a bind alone, then a remount for others
    if (!FLAG(f) && mount(src, dir, type, (flags&MS_REMOUNT) ? flags :
        flags&(MS_BIND|MS_MOVE|MS_REC|MS_SILENT), mr.data)) goto fail;
    if (!FLAG(f) && (flags&MS_BIND) && !(flags&MS_REMOUNT)
        && (flags&~(MS_BIND|MS_REC|MS_SILENT))
        && mount("none", dir, 0, MS_REMOUNT|MS_BIND|(flags&~MS_REC), 0))
      goto fail;
    rc = 0;
    goto done;
  }

  // LABEL=, UUID=, an image file (through a loop device)
  dev = spec = blkid_spec(src);
  if (!stat(dev, &st) && (S_ISREG(st.st_mode) || mr.loop)
      && (!type || strcmp(type, "tmpfs"))) mr.loop = 1;
  if (!type || !strcmp(type, "auto")) {
    if (-1 != (fd = open(dev, O_RDONLY|O_CLOEXEC))) {
      if (blkid_probe(fd, &bi)) types = xstrdup(bi.type);
      close(fd);
    }
    if (!types) types = mount_blockfs();
  } else types = xstrdup(type);

  if (mr.loop && !FLAG(f)) {
    lfd = loop_attach(dev, mr.loopdev, mr.offset, mr.sizelimit,
      ((flags&MS_RDONLY) ? LO_FLAGS_READ_ONLY : 0)|LO_FLAGS_AUTOCLEAR,
      &loopname);
    if (lfd == -1) goto done;
    dev = loopname;
  }

  // Try each type; a write protected device gets mounted read only
  for (next = types; (t = strsep(&next, ",")) && (rc || FLAG(f));) {
    if (!*t) continue;
    if (FLAG(f)) {
      rc = 0;
      break;
    }
    if (!(rc = mount(dev, dir, t, flags, mr.data))) break;
    if ((errno == EACCES || errno == EROFS) && !(flags&MS_RDONLY)
        && !mount(dev, dir, t, flags|MS_RDONLY, mr.data)) {
      error_msg("%s: write-protected, mounted read-only", src);
      rc = 0;
      break;
    }
    // the first error is the one to report, unless it's "not this type"
    if (!err || err == EINVAL || err == ENODEV) err = errno;
  }
  if (rc) {
    errno = err ? err : EINVAL;
fail:
    perror_msg("%s on %s", src, dir);
    rc = 1;
    goto done;
  }

done:
  if (!rc && FLAG(v)) {
    char *a = canonpath(src, ABS_MISSING), *b = canonpath(dir, ABS_MISSING);

    if (!(flags&(MS_BIND|MS_MOVE)) && (!a || !strchr(src, '/') || loopname)) {
      free(a);
      a = xstrdup(loopname ? loopname : dev);
    }
    printf("mount: %s %s on %s.\n", a, msg, b ? b : dir);
    free(a);
    free(b);
  }
  if (lfd != -1) close(lfd);
  if (spec != src) free(spec);
  free(loopname);
  free(types);
  free(mr.data);
  free(mr.loopdev);

  return rc;
}

// Show loop devices mount set up (autoclear) as their image file
static char *mount_showsrc(char *src)
{
  char *s, *buf;
  int n;

  if (!strstart(&src, "/dev/loop") || !isdigit(*src)) return 0;
  n = atoi(src);
  buf = xmprintf("/sys/block/loop%d/loop/autoclear", n);
  s = readfile(buf, 0, 0);
  free(buf);
  if (!s || *s != '1') {
    free(s);
    return 0;
  }
  free(s);
  buf = xmprintf("/sys/block/loop%d/loop/backing_file", n);
  s = chomp(readfile(buf, 0, 0));
  free(buf);

  return s;
}

// Are all of opts propagation changes (shared, rprivate...)?
static int mount_propagation_only(char *opts)
{
  char *s = xstrdup(opts), *next = s, *o;
  int i, yes = 1;

  while (yes && (o = strsep(&next, ","))) {
    for (i = 0; i < MOUNT_NOPTS; i++)
      if (!strcmp(o, mount_opts[i].name)) break;
    yes = i < MOUNT_NOPTS
      && (mount_opts[i].on&MS_PROPAGATION);
  }
  free(s);

  return yes;
}

void mount_main(void)
{
  static char *make[] = {"shared", "slave", "private", "unbindable",
    "rshared", "rslave", "rprivate", "runbindable"};
  long long makef[] = {FLAG_make_shared, FLAG_make_slave, FLAG_make_private,
    FLAG_make_unbindable, FLAG_make_rshared, FLAG_make_rslave,
    FLAG_make_rprivate, FLAG_make_runbindable};
  struct mtab *mt, *m;
  struct arg_list *al;
  char *opts = 0, *s, *dir;
  struct mntent *me;
  FILE *fp;
  int i;

  for (al = TT.o; al; al = al->next) {
    s = opts ? xmprintf("%s,%s", opts, al->arg) : xstrdup(al->arg);
    free(opts);
    opts = s;
  }

  // --make-private DIR (and the like): same as -o private, DIR alone
  for (i = 0; i < 8; i++) if (toys.optflags&makef[i]) {
    s = opts ? xmprintf("%s,%s", opts, make[i]) : xstrdup(make[i]);
    free(opts);
    opts = s;
    if (toys.optc != 1) help_exit("--make-%s needs one DIR", make[i]);
  }
  if (i != 8 || (opts && toys.optc == 1 && !FLAG(a)
      && mount_propagation_only(opts))) {
    if (mount_one("none", *toys.optargs, 0, opts)) toys.exitval = 1;

  // List what's mounted
  } else if (!toys.optc && !FLAG(a)) {
    for (m = mt = mtab_read(0); m; m = m->next) {
      if (!mount_typeok(m->type)) continue;
      s = mount_showsrc(m->src);
      xprintf("%s on %s type %s (%s)\n", s ? s : m->src, m->dir, m->type,
        m->opts);
      free(s);
    }
    mtab_free(mt);

  // A remount needs only DIR
  } else if (toys.optc == 1 && !FLAG(a) && mount_inlist("remount", opts, 0)) {
    char *src = "none";

    dir = canonpath(*toys.optargs, ABS_MISSING);
    for (m = mt = mtab_read(1); m; m = m->next)
      if (dir && !strcmp(m->dir, dir)) break;
    // the mount's flags stay unless opts change them
    s = m ? xmprintf("%s,%s", m->vfsopts, opts) : xstrdup(opts);
    if (m) src = m->src;
    if (mount_one(src, *toys.optargs, 0, s)) toys.exitval = 1;
    free(s);
    free(dir);
    mtab_free(mt);

  // Everything in fstab (not already mounted), or the one entry for an arg
  } else if (toys.optc<2) {
    if (!(fp = setmntent("/etc/fstab", "r"))) perror_exit("/etc/fstab");
    mt = mtab_read(0);
    while ((me = getmntent(fp))) {
      char *all;

      if (FLAG(a)) {
        if (mount_inlist("noauto", me->mnt_opts, 0)
            || !strcmp(me->mnt_type, "swap") || !strcmp(me->mnt_dir, "none")
            || !mount_typeok(me->mnt_type) || !mount_optok(me->mnt_opts))
          continue;
        dir = canonpath(me->mnt_dir, ABS_MISSING);
        for (m = mt; m; m = m->next)
          if (dir && !strcmp(m->dir, dir)) break;
        free(dir);
        if (m) continue;
      } else if (strcmp(*toys.optargs, me->mnt_dir)
          && strcmp(*toys.optargs, me->mnt_fsname)) continue;
      all = opts ? xmprintf("%s,%s", me->mnt_opts, opts)
        : xstrdup(me->mnt_opts);
      if (mount_one(me->mnt_fsname, me->mnt_dir,
          strcmp(me->mnt_type, "auto") ? me->mnt_type : 0, all))
        toys.exitval = 1;
      free(all);
      if (!FLAG(a)) break;
    }
    if (!FLAG(a) && !me) error_msg("%s: not in /etc/fstab", *toys.optargs);
    mtab_free(mt);
    endmntent(fp);
  } else {
    if (FLAG(a)) help_exit("-a with arguments");
    if (mount_one(toys.optargs[0], toys.optargs[1], TT.t, opts))
      toys.exitval = 1;
  }
  free(opts);
}
