import re, glob, os, sys
def mustache_names(paths):
    names=set()
    for p in paths:
        s=open(p).read()
        for tag in re.findall(r'\{\{\{?(.*?)\}?\}\}', s, re.S):
            tag=tag.strip()
            if not tag or tag[0] in '!>%=': continue
            tag=tag.lstrip('#^/&{').strip()
            # transforms: f(g(x)) -> x ; f() -> sequence context
            m=re.fullmatch(r'(?:[A-Za-z]+\()*([A-Za-z0-9_.]*)\)*', tag)
            inner=m.group(1) if m else tag
            if inner in ('', '.'): continue
            for part in inner.split('.'):
                if part: names.add(part)
    return names
def stencil_names(paths):
    names=set(); local=set(['forloop'])
    kw=set('if elif else endif for in endfor not and or where include partial empty'.split())
    texts=[open(p).read() for p in paths]
    for s in texts:
        for t in re.findall(r'\{%\+?(.*?)\+?%\}', s, re.S):
            m=re.match(r'\s*for (\w+) in', t)
            if m: local.add(m.group(1))
            for b in re.findall(r'(\w+)=', t): local.add(b)
    for s in texts:
        for t in re.findall(r'\{%\+?(.*?)\+?%\}|\{\{(.*?)\}\}', s, re.S):
            expr=t[0] or t[1]
            expr=re.sub(r'"[^"]*"','',expr)
            expr=re.sub(r'\|\w+(:\S+)?','',expr)
            for path in re.findall(r'[A-Za-z_][\w.]*', expr):
                parts=path.split('.')
                if parts[0] in kw: continue
                if parts[0] in local: parts=parts[1:]
                if parts and parts[-1] in ('count','first','last','counter') and len(path.split('.'))>1 and path.split('.')[0] in ('forloop',): parts=[]
                for x in parts:
                    if x not in kw and not x.isdigit() and x not in ('count',): names.add(x)
    return names
def closure(dirpath, roots, ext, pat):
    seen=set(); todo=list(roots)
    while todo:
        n=todo.pop()
        if n in seen: continue
        seen.add(n)
        s=open(f'{dirpath}/{n}.{ext}').read()
        todo+= [x for x in re.findall(pat, s)]
    return sorted(seen)
mpat=r'\{\{>\s*(\w+)\s*\}\}'
spat=r'(?:include|partial)\s+"(\w+)"'
orig='/work/wt-engines/Templates'
res={}
for label, d, ext, pat, fn in [('current', orig, 'mustache', mpat, mustache_names), ('swift-mustache', 'templates/mustache', 'mustache', mpat, mustache_names), ('stencil','templates/stencil','stencil',spat, stencil_names)]:
    for roots in (['Reducer'], ['Repository'], ['Reducer','Repository']):
        files=closure(d, roots, ext, pat)
        paths=[f'{d}/{f}.{ext}' for f in files]
        lines=sum(open(p).read().count('\n')+ (0 if open(p).read().endswith('\n') else 1) for p in paths)
        chars=sum(len(open(p).read()) for p in paths)
        names=fn(paths)
        print(f"{label:15} {'+'.join(roots):18} files {len(files):2} lines {lines:4} chars {chars:6} names {len(names)}")
        res[(label,'+'.join(roots))]=names
print('all current templates names:', len(mustache_names(glob.glob(orig+'/*.mustache'))))
schema=set(re.findall(r'\bvar (\w+):', open('Sources/EngineStudy/Context.swift').read()))|{'kind','value'}
print('schema keys (typed context):', len(schema))
for k in ('swift-mustache','stencil'):
    n=res[(k,'Reducer+Repository')]
    print(k, 'names not in schema:', sorted(n-schema), 'schema keys unused:', sorted(schema-n))
print('current names:', sorted(res[('current','Reducer+Repository')]))
print('sm names:', sorted(res[('swift-mustache','Reducer+Repository')]))
print()
for label, d, ext, pat in [('current', orig, 'mustache', mpat), ('swift-mustache', 'templates/mustache', 'mustache', mpat), ('stencil','templates/stencil','stencil',spat)]:
    files=closure(d, ['Reducer','Repository'], ext, pat)
    text=''.join(open(f'{d}/{f}.{ext}').read() for f in files)
    nocomment=re.sub(r'\{\{!.*?\}\}|\{#.*?#\}', '', text, flags=re.S)
    tags=len(re.findall(r'\{\{.*?\}\}|\{%.*?%\}', nocomment, re.S))
    tagchars=sum(len(t) for t in re.findall(r'\{\{.*?\}\}|\{%.*?%\}', nocomment, re.S))
    print(f"{label:15} without comments: chars {len(nocomment)}, tags {tags}, chars inside tags {tagchars}")
