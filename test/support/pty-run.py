# Runs a command on a pseudo-terminal, typing the bytes of INPUT as the command reads them, and
# writes everything the terminal showed to stdout; exits with the command's exit code.
# Bounded: if the terminal stays silent and unwritable for SECONDS, the command is killed (exit 124).
#   python3 pty-run.py INPUT SECONDS command args...
import os, pty, select, signal, sys

data = open(sys.argv[1], 'rb').read()
quiet = float(sys.argv[2])
pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[3], sys.argv[3:])
shown = bytearray()
sent = 0
while True:
    writable = [fd] if sent < len(data) else []
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
