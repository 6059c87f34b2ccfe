// catalog-measure: runs a command and prints its exit status, wall time and peak memory.
//
//   catalog-measure OUTPUT COMMAND [ARGUMENT...]
//
// The command's standard output goes to OUTPUT (a path, /dev/null for none) and its standard
// error to /dev/null. Prints one line: "<status> <seconds> <peak resident bytes>".
//
// catalog-benchmark runs its peers (catalog, GNU diff, diff -r) through this small program rather
// than spawning them itself: Linux counts a child's peak memory (ru_maxrss) from the moment it is
// forked, when its memory is still a copy of its parent's, so a command spawned by the large
// benchmark process would report at least the benchmark's own size. Forked from this program, it
// reports at most this program's (about a megabyte) or its own.
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: catalog-measure OUTPUT COMMAND [ARGUMENT...]\n");
    return 64;
  }
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  pid_t pid = fork();
  if (pid < 0) {
    perror("catalog-measure: fork");
    return 3;
  }
  if (pid == 0) {
    int out = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int err = open("/dev/null", O_WRONLY);
    if (out < 0 || err < 0) _exit(127);
    dup2(out, 1);
    dup2(err, 2);
    execv(argv[2], argv + 2);
    _exit(127);
  }
  int status = 0;
  struct rusage usage;
  while (wait4(pid, &status, 0, &usage) < 0) {
    if (errno != EINTR) {
      perror("catalog-measure: wait4");
      return 3;
    }
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  double seconds = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
#ifdef __APPLE__
  long peak = usage.ru_maxrss;  // bytes on Darwin
#else
  long peak = usage.ru_maxrss * 1024L;  // kilobytes on Linux
#endif
  printf("%d %.6f %ld\n", code, seconds, peak);
  return 0;
}
