# Runs a command on a pseudo-terminal, typing the bytes of INPUT as the command reads them, and
# writes everything the terminal showed to stdout; exits with the command's exit code.
# Bounded: if the terminal stays silent and unwritable for SECONDS, the command is killed (exit 124).
#   python3 pty-run.py [--size COLSxROWS] [--after TEXT] INPUT SECONDS command args...
# --size gives the terminal a size (the full screens lay out to it; none: 0×0); --after types
# INPUT only once the terminal has shown TEXT (a key pressed before the screens read keys is lost).
import fcntl, os, pty, select, signal, struct, sys, termios

args = sys.argv[1:]
size = None
after = None
while args[0] in ('--size', '--after'):
    if args[0] == '--size':
        cols, rows = args[1].split('x')
        size = (int(rows), int(cols))
    else:
        after = args[1].encode()
    args = args[2:]
data = open(args[0], 'rb').read()
quiet = float(args[1])
pid, fd = pty.fork()
if pid == 0:
    os.execvp(args[2], args[2:])
if size:
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', size[0], size[1], 0, 0))
shown = bytearray()
sent = 0
while True:
    ready = after is None or after in shown
    writable = [fd] if ready and sent < len(data) else []
    readable, can_write, _ = select.select([fd], writable, [], quiet)
    if not readable and not can_write:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        sys.stdout.buffer.write(bytes(shown))
        sys.exit(124)
    if readable:
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        shown += chunk
    if can_write:
        sent += os.write(fd, data[sent:sent + 256])
_, status = os.waitpid(pid, 0)
sys.stdout.buffer.write(bytes(shown))
sys.exit(os.waitstatus_to_exitcode(status))
