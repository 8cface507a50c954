#!/usr/bin/env python3
"""Checks hindi-translator-2's Hindi translations of V-A's papers (TRANSLATION.md, "Checks you run").

Usage: python3 content/va/check_hindi_2.py [--english DIR] [--no-lint] [paper ...]
  paper defaults to full-length-mock-test-2 and full-length-mock-test-3 (those of them that have a .hi.csv).
  --english: the folder of the English sources with positions and keys (columns paper, position, topic, question,
  option_a..d, answer, explanation); defaults to /work/wt/va-english.

For each <paper>.hi.csv, against its English source:
  - the header is the one TRANSLATION.md gives; every source position exactly once, nothing else; no empty field;
  - Devanagari in question and explanation; no whole sentence in Latin script;
  - every number of the English question and options appears in the Hindi question and options (digit strings,
    grouping commas ignored), and every acronym the English question and options use (NAV, SIP, ...) too;
  - the explanation keeps the chapter reference (अध्याय N) with the English's chapter number;
  - options' lengths: the share of keys that are the strictly longest option (English key letters) is not above the
    English's by more than 10 points, and no key is 1.3 times as long as every other option (the lint's giveaway);
  - the glossary: a forbidden variant of a settled term (hindi-glossary-2.md) is an error, and so is a word written
    both with and without a nukta across the files;
  - finally the project's own content lint (contracts/src/content-lint) over the Hindi with the English keys, as the
    import runs it: a blocking finding is an error (needs npx tsx; --no-lint skips it).
Exit status 1 on any error.
"""
import csv
import json
import os
import re
import subprocess
import sys
import unicodedata
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
HEADER = ['position', 'question', 'option_a', 'option_b', 'option_c', 'option_d', 'explanation', 'translated_by']
OPTS = ['option_a', 'option_b', 'option_c', 'option_d']
DEVANAGARI = re.compile(r'[\u0900-\u097F]')
NUMBER = re.compile(r'\d+(?:[.,]\d+)*')
ACRONYMS = ['NAV', 'SIP', 'SWP', 'STP', 'KYC', 'PAN', 'ARN', 'EUIN', 'AMC', 'AMFI', 'SEBI', 'RBI', 'NISM', 'TER',
            'ELSS', 'NFO', 'CAGR', 'XIRR', 'ETF', 'FoF', 'IDCW', 'SID', 'SAI', 'KIM', 'RTA', 'CAS', 'NRI', 'OTM',
            'FATCA', 'PMLA', 'FIU-IND', 'CKYC', 'AUM', 'TDS', 'STT', 'LTCG', 'STCG', 'REIT', 'InvIT', 'MITRA',
            'PPF', 'NPS', 'EPF', 'ULIP', 'CDSL', 'NSDL', 'BSE', 'NSE', 'SCORES', 'ODR']
# Settled term -> variants that must not appear (the glossary, hindi-glossary-2.md).
FORBIDDEN = {
    'म्यूचुअल फंड': ['म्युचुअल', 'म्यूच्यूअल', 'म्युच्युअल', 'फ़ंड', 'फन्ड'],
    'एग्ज़िट लोड': ['एग्जिट', 'एक्ज़िट', 'एक्जिट', 'निकास भार'],
    'रिस्कोमीटर': ['रिस्क-ओ-मीटर', 'रिस्कोमिटर', 'रिस्कोमीटर्स', 'जोखिममापी'],
    'यूनिटधारक': ['यूनिट धारक', 'यूनिट-धारक', 'इकाईधारक', 'इकाई धारक'],
    'यूनिट': ['इकाइयां', 'इकाइयों', 'यूनिटें', 'यूनिट्स'],
    'योजना (scheme)': ['स्कीम'],
    'वितरक': ['डिस्ट्रीब्यूटर'],
    'इक्विटी': ['इक्विटि', 'ईक्विटी'],
    'डेट': ['डेब्ट', 'ऋण फंड', 'ऋण योजना'],
    'फंड मैनेजर': ['फंड प्रबंधक', 'फ़ंड मैनेजर'],
    'प्रायोजक': ['स्पॉन्सर', 'स्पोंसर'],
    'पूंजीगत लाभ': ['पूँजीगत', 'कैपिटल गेन'],
    'पोर्टफोलियो': ['पोर्टफ़ोलियो', 'पोर्टफोलिओ'],
    'व्यय अनुपात': ['खर्च अनुपात', 'एक्सपेंस रेशियो'],
    'इंडेक्स फंड': ['सूचकांक फंड'],
    'रिडेम्पशन': ['रिडेम्प्शन', 'रिडम्पशन', 'रिडेंप्शन'],
    'नेगेटिव मार्किंग': ['ऋणात्मक अंकन'],
    'उत्तीर्ण अंक': ['पासिंग मार्क', 'पास मार्क'],
    'प्रश्न': ['सवाल'],
    'निवेशक': ['इन्वेस्टर'],
    'लाभांश': ['डिविडेंड'],
}
# Words the glossary writes without a nukta although the sound has one elsewhere: not a nukta clash.
NUKTA_EXEMPT = {'फंड', 'फंडों', 'पोर्टफोलियो'}
TOPIC_CHAPTER = re.compile(r'\(Workbook chapter (\d+): [^)]*\)\s*$')


def nfc(s):
    return unicodedata.normalize('NFC', s)


def numbers(s):
    return {n.replace(',', '') for n in NUMBER.findall(s)}


def has_acronym(text, a):
    return re.search(r'(?<![A-Za-z])' + re.escape(a) + r'(?![A-Za-z])', text) is not None


def strictly_longest(opts, k):
    ls = [len(o.strip()) for o in opts]
    return all(i == k or ls[k] > l for i, l in enumerate(ls))


def ratio(opts, k):
    ls = [len(o.strip()) for o in opts]
    other = max(l for i, l in enumerate(ls) if i != k)
    return ls[k] / other if other else float('inf')


def check_paper(paper, english_dir, errors, warnings, words):
    src = os.path.join(english_dir, f'{paper}.csv')
    hi = os.path.join(HERE, f'{paper}.hi.csv')
    eng = {int(r['position']): r for r in csv.DictReader(open(src, encoding='utf-8'))}
    with open(hi, encoding='utf-8', newline='') as f:
        reader = csv.reader(f)
        header = next(reader)
        rows = list(reader)
    if header != HEADER:
        errors.append(f'{paper}: header is {header}, not {HEADER}')
        return None
    seen = {}
    for n, raw in enumerate(rows, 2):
        if len(raw) != len(HEADER):
            errors.append(f'{paper} line {n}: {len(raw)} fields')
            continue
        r = dict(zip(HEADER, raw))
        try:
            p = int(r['position'])
        except ValueError:
            errors.append(f'{paper} line {n}: position {r["position"]!r}')
            continue
        if p in seen:
            errors.append(f'{paper}: position {p} twice')
        if p not in eng:
            errors.append(f'{paper}: position {p} is not in the English')
        seen[p] = r
    missing = sorted(set(eng) - set(seen))
    if missing:
        errors.append(f'{paper}: positions missing: {missing}')

    hi_longest = en_longest = judged = 0
    for p, r in sorted(seen.items()):
        if p not in eng:
            continue
        e = eng[p]
        where = f'{paper} #{p}'
        for k in HEADER:
            if not r[k].strip():
                errors.append(f'{where}: {k} is empty')
            if r[k] != nfc(r[k]):
                errors.append(f'{where}: {k} is not NFC-normalised')
        for k in ['question', 'explanation']:
            if not DEVANAGARI.search(r[k]):
                errors.append(f'{where}: no Devanagari in {k}')
        for k in HEADER[1:7]:
            # A run of six or more Latin words is a transliterated sentence, not a kept name.
            if re.search(r'(?:[A-Za-z][A-Za-z\'-]*[ ,]+){6,}[A-Za-z]', r[k]):
                errors.append(f'{where}: {k} has a run of Latin-script words: {r[k][:80]}')
        en_text = ' '.join([e['question']] + [e[o] for o in OPTS])
        hi_text = ' '.join([r['question']] + [r[o] for o in OPTS])
        lost = sorted(numbers(en_text) - numbers(hi_text))
        if lost:
            errors.append(f'{where}: numbers of the English missing in the Hindi: {lost}')
        for a in ACRONYMS:
            if has_acronym(en_text, a) and not has_acronym(hi_text, a):
                errors.append(f'{where}: the English uses {a}, the Hindi does not')
        m = TOPIC_CHAPTER.search(e['explanation'])
        if m and not re.search(r'\(वर्कबुक अध्याय ' + m.group(1) + r': [^)]+\)$', r['explanation']):
            errors.append(f'{where}: explanation does not end with (वर्कबुक अध्याय {m.group(1)}: ...)')
        k = 'ABCD'.index(e['answer'].strip())
        hopts = [r[o] for o in OPTS]
        eopts = [e[o] for o in OPTS]
        judged += 1
        hi_longest += strictly_longest(hopts, k)
        en_longest += strictly_longest(eopts, k)
        rt = ratio(hopts, k)
        if rt >= 1.3:
            # A giveaway the English does not have is the translation's fault; one it shares is the source's.
            (warnings if ratio(eopts, k) >= 1.3 else errors).append(
                f'{where}: the key ({e["answer"]}) is {rt:.2f} times as long as the longest other option'
                f' (English {ratio(eopts, k):.2f})')
        elif strictly_longest(hopts, k) and not strictly_longest(eopts, k):
            warnings.append(f'{where}: key is strictly longest in Hindi (ratio {rt:.2f}) but not in English')
        text = nfc(' '.join(r[x] for x in HEADER[1:7]))
        for term, bad in FORBIDDEN.items():
            for b in bad:
                if b in text:
                    errors.append(f'{where}: "{b}" where the glossary has "{term}"')
        for w in re.findall(r'[\u0900-\u097F]+', text):
            words[w].add(where)
    if judged:
        h, en = hi_longest / judged, en_longest / judged
        line = f'{paper}: {len(seen)} rows; key strictly longest {h:.0%} in Hindi vs {en:.0%} in English'
        if h - en > 0.10:
            errors.append(line + ' (more than 10 points above)')
        return line
    return None


def nukta_clashes(words, errors):
    nukta = '\u093c'
    for w, where in words.items():
        if nukta in w:
            plain = w.replace(nukta, '')
            if plain in words and plain not in NUKTA_EXEMPT:
                errors.append(f'"{w}" and "{plain}" both appear (nukta not consistent): {sorted(where)[:2]} / {sorted(words[plain])[:2]}')


LINT = r"""
import { readFileSync } from 'node:fs';
import { blocking, formatFinding, lintPapers } from '@nism/contracts/content-lint';
const papers = JSON.parse(readFileSync(0, 'utf8'));
const findings = lintPapers(papers);
for (const f of findings) console.log(`${f.severity === 'blocking' ? 'BLOCKING' : 'warning'} ${formatFinding(f)}`);
"""


def project_lint(papers_rows, errors, warnings):
    """The content lint over the Hindi with the English keys and topics, as import-translations.ts runs it."""
    env = dict(os.environ)
    env['PATH'] = os.path.expanduser('~/.cache/nism-ci/node24/node_modules/.bin') + ':' + env['PATH']
    script = os.path.join(ROOT, 'node_modules', '.cache', 'check_hindi_2.lint.ts')
    os.makedirs(os.path.dirname(script), exist_ok=True)
    with open(script, 'w') as f:
        f.write(LINT)
    res = subprocess.run(['npx', 'tsx', script], input=json.dumps(papers_rows), capture_output=True, text=True, cwd=ROOT, env=env)
    if res.returncode != 0:
        errors.append('content lint did not run: ' + res.stderr[-500:])
        return
    for line in res.stdout.splitlines():
        (errors if line.startswith('BLOCKING') else warnings).append('lint: ' + line)


def main(argv):
    english_dir = '/work/wt/va-english'
    lint = True
    papers = []
    it = iter(argv)
    for a in it:
        if a == '--english':
            english_dir = next(it)
        elif a == '--no-lint':
            lint = False
        else:
            papers.append(a)
    if not papers:
        papers = [p for p in ['full-length-mock-test-2', 'full-length-mock-test-3'] if os.path.exists(os.path.join(HERE, f'{p}.hi.csv'))]
    errors, warnings, summary = [], [], []
    words = defaultdict(set)
    lint_papers = []
    for p in papers:
        line = check_paper(p, english_dir, errors, warnings, words)
        if line:
            summary.append(line)
        eng = {int(r['position']): r for r in csv.DictReader(open(os.path.join(english_dir, f'{p}.csv'), encoding='utf-8'))}
        rows = list(csv.DictReader(open(os.path.join(HERE, f'{p}.hi.csv'), encoding='utf-8')))
        lint_papers.append({
            'exam': 'NISM Series V-A: Mutual Fund Distributors',
            'paper': f'{p} (hi)',
            'questions': [{'ref': f'#{r["position"]}', 'topic': eng[int(r['position'])]['topic'], 'question': r['question'],
                           'options': [r[o] for o in OPTS], 'answer': eng[int(r['position'])]['answer'],
                           'explanation': r['explanation']} for r in rows if int(r['position']) in eng],
        })
    nukta_clashes(words, errors)
    if lint:
        for lp in lint_papers:
            project_lint([lp], errors, warnings)
    for w in warnings:
        print('warning:', w)
    for e in errors:
        print('ERROR:', e)
    for s in summary:
        print(s)
    print(f'{len(errors)} error(s), {len(warnings)} warning(s)')
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
