/* Start-up of any X program as the screen sees it (issue 37's side-by-side
 * bench, bench/peers.sh): starts the program, watches the X server's DAMAGE
 * reports on the root window (every drawing any window does) and prints
 *   first_frame_ms  exec to the moment the drawn area first reaches a quarter of
 *                   the screen (a window that maps drew its first frame);
 *   complete_ms     exec to the last drawing of at least a quarter of the screen before
 *                   QUIET_MS without any (the clocks in the top or status bar are smaller): the board
 *                   complete;
 *   peak_rss_mb     the program's peak resident memory (wait4).
 * The program is then ended (SIGTERM). Times are wall clock.
 * Usage: xwatch QUIET_MS MAX_MS PROGRAM [ARGS...]   (DISPLAY set)
 * Build: cc -O2 -o xwatch bench/xwatch.c -lX11 -lXdamage -lXfixes */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>
#include <X11/extensions/Xfixes.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: xwatch QUIET_MS MAX_MS PROGRAM [ARGS...]\n");
        return 2;
    }
    double quiet = atof(argv[1]), max = atof(argv[2]);
    Display *d = XOpenDisplay(NULL);
    int ev_base, err_base;
    if (!d || !XDamageQueryExtension(d, &ev_base, &err_base)) {
        fprintf(stderr, "xwatch: no display or no DAMAGE extension\n");
        return 2;
    }
    Window root = DefaultRootWindow(d);
    long screen_area = (long)DisplayWidth(d, DefaultScreen(d)) * DisplayHeight(d, DefaultScreen(d));
    XDamageCreate(d, root, XDamageReportRawRectangles);
    XSync(d, False);
    while (XPending(d)) { /* nothing before the start counts */
        XEvent e;
        XNextEvent(d, &e);
    }
    double t0 = now_ms();
    pid_t pid = fork();
    if (pid == 0) {
        execvp(argv[3], argv + 3);
        _exit(127);
    }
    double first = -1, complete = -1, last_big = -1;
    long drawn = 0;
    struct pollfd pfd = {ConnectionNumber(d), POLLIN, 0};
    for (;;) {
        double t = now_ms() - t0;
        if (t > max || (last_big >= 0 && t - last_big > quiet))
            break;
        int status;
        if (waitpid(pid, &status, WNOHANG) == pid) {
            pid = -1;
            break;
        }
        poll(&pfd, 1, 20);
        while (XPending(d)) {
            XEvent e;
            XNextEvent(d, &e);
            if (e.type != ev_base + XDamageNotify)
                continue;
            XDamageNotifyEvent *de = (XDamageNotifyEvent *)&e;
            long a = (long)de->area.width * de->area.height;
            double te = now_ms() - t0;
            drawn += a;
            if (getenv("XWATCH_LOG"))
                fprintf(stderr, "%.1f %dx%d+%d+%d\n", te, de->area.width, de->area.height, de->area.x, de->area.y);
            if (first < 0 && drawn * 4 >= screen_area)
                first = te;
            if (a * 4 >= screen_area) {
                last_big = te;
                complete = te;
            }
        }
    }
    struct rusage ru = {0};
    if (pid > 0) {
        kill(pid, SIGTERM);
        int status;
        if (wait4(pid, &status, 0, &ru) < 0)
            perror("wait4");
    }
    printf("first_frame_ms=%.1f complete_ms=%.1f peak_rss_mb=%.1f\n", first, complete, ru.ru_maxrss / 1024.0);
    return 0;
}
