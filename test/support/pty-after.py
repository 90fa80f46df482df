# Runs a command on a pseudo-terminal; once the terminal has shown TEXT, types the bytes of KEYS;
# writes everything the terminal showed to stdout and exits with the command's exit code.
# The terminal is 80×24. Bounded: if the terminal stays silent for SECONDS, the command is killed (exit 124).
#   python3 pty-after.py TEXT KEYS SECONDS command args...
import fcntl, os, pty, select, signal, struct, sys, termios

text = sys.argv[1].encode()
keys = sys.argv[2].encode().decode('unicode_escape').encode('latin-1')
quiet = float(sys.argv[3])
pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[4], sys.argv[4:])
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', 24, 80, 0, 0))
shown = bytearray()
typed = False
while True:
    readable, _, _ = select.select([fd], [], [], quiet)
    if not readable:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        sys.stdout.buffer.write(bytes(shown))
        sys.exit(124)
    try:
        chunk = os.read(fd, 65536)
    except OSError:
        break
    if not chunk:
        break
    shown += chunk
    if not typed and text in shown:
        os.write(fd, keys)
        typed = True
_, status = os.waitpid(pid, 0)
sys.stdout.buffer.write(bytes(shown))
sys.exit(os.waitstatus_to_exitcode(status))
