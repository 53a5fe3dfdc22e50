/**
 * Asks a question on the terminal and reads the answer without echoing it, so a password
 * typed there stays out of the screen, the scroll-back and the shell's history.
 */
export function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (settle: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      settle();
    };
    const onData = (chunk: string) => {
      // An arrow or function key: an escape sequence, not part of a password.
      if (chunk.startsWith('\u001b')) return;
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish(() => resolve(typed));
        // Ctrl-C and Ctrl-D: raw mode turned them into plain characters.
        if (char === '\u0003' || char === '\u0004') return finish(() => reject(new Error('cancelled')));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    stdout.write(question);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.on('data', onData);
    stdin.resume();
  });
}
