# Adds Stencil's keep markers to inline block tags under trimBehaviour .smart:
# `{%+` where a space precedes the tag on its line, `+%}` where the tag ends a line that holds other text.
import re, sys
tag = re.compile(r'\{%\+?(.*?)\+?%\}')
for path in sys.argv[1:]:
    lines = open(path).read().split('\n')
    out = []
    for i, line in enumerate(lines):
        tags = list(tag.finditer(line))
        stripped = line.strip()
        standalone = len(tags) == 1 and tags[0].group(0) == stripped
        comment_only = stripped.startswith('{#') and stripped.endswith('#}')
        if not tags or standalone:
            out.append(line); continue
        res = ''; pos = 0
        for m in tags:
            res += line[pos:m.start()]
            body = m.group(1)
            before = line[:m.start()]
            after = line[m.end():]
            lead = '{%+' if before.endswith((' ', '\t')) else '{%'
            is_last_line = i == len(lines) - 1
            trail = '+%}' if (after == '' and not is_last_line) else '%}'
            res += lead + body + trail
            pos = m.end()
        res += line[pos:]
        out.append(res)
    open(path, 'w').write('\n'.join(out))
