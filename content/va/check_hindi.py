#!/usr/bin/env python3
"""Checks the Hindi translations of V-A's papers (content/va/<paper>.hi.csv) against their English.

Usage (from the repository root): python3 content/va/check_hindi.py [--no-lint] [paper ...]
  paper defaults to every <paper>.hi.csv in this folder; --no-lint skips the project's content lint (needs npx tsx).

The English of each paper is read from the project itself: the seed papers (demo, Mock Tests 1 and 2, the first
Full-Length Mock Test) from supabase/seed/13_questions_series_va.sql, Mocks 2 and 3 from this folder's CSVs. For each
.hi.csv:
  - the header is TRANSLATION.md's; every position of the English exactly once, nothing else; no empty field; every
    field NFC-normalised;
  - Devanagari in every question and explanation; no run of six or more Latin-script words (a transliterated
    sentence, not a kept name);
  - every number of the English question and of each option in the same Hindi field (digits compared as strings,
    grouping commas ignored), and every acronym the English question and options use (NAV, SIP, ...) in the Hindi;
  - where the English explanation ends with "(Workbook chapter N: ...)", the Hindi ends with "(वर्कबुक अध्याय N: ...)";
  - options' lengths: the share of keys (the English key letters) that are the strictly longest option is not above
    the English's by more than 10 points, and no key is 1.3 times as long as every other option unless the English's
    is too (the content lint's giveaway);
  - the glossary (hindi-glossary.md): wherever a question's English uses a term, its Hindi uses the settled word, and
    no question uses a variant the glossary rules out; across all the files, no word is written both with and
    without a nukta;
  - finally the project's own content lint (contracts/src/content-lint) over the Hindi with the English keys and
    topics, as the import runs it: a blocking finding is a problem, other findings are printed as warnings.
Exits 1 on any problem.
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
SEED = os.path.join(ROOT, "supabase", "seed", "13_questions_series_va.sql")
SEED_PAPERS = {"031": "demo-questions", "032": "mock-test-1", "033": "mock-test-2", "034": "full-length-mock-test"}
EXAM = "NISM Series V-A: Mutual Fund Distributors"
HEADER = ["position", "question", "option_a", "option_b", "option_c", "option_d", "explanation", "translated_by"]
OPTIONS = ["option_a", "option_b", "option_c", "option_d"]
FIELDS = ["question"] + OPTIONS
DEVANAGARI = re.compile("[\u0900-\u097F]")
NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
LATIN_RUN = re.compile(r"(?:[A-Za-z][A-Za-z'-]*[ ,]+){6,}[A-Za-z]")
CHAPTER = re.compile(r"\(Workbook chapter (\d+): [^)]*\)\s*$")
ACRONYMS = ["NAV", "SIP", "SWP", "STP", "KYC", "PAN", "ARN", "EUIN", "AMC", "AMFI", "SEBI", "RBI", "NISM", "TER",
            "ELSS", "NFO", "CAGR", "XIRR", "ETF", "FoF", "IDCW", "SID", "SAI", "KIM", "RTA", "CAS", "NRI", "OTM",
            "FATCA", "PMLA", "FIU-IND", "CKYC", "AUM", "TDS", "STT", "LTCG", "STCG", "REIT", "InvIT", "MITRA",
            "PPF", "NPS", "EPF", "ULIP", "CDSL", "NSDL", "BSE", "NSE", "SCORES", "ODR"]
LONG_KEY_RATIO = 1.3
NUKTA = "\u093c"
# Words the glossary writes without a nukta although the sound has one elsewhere: not a nukta clash.
NUKTA_EXEMPT = {"फंड", "फंडों", "पोर्टफोलियो"}


def nfc(s):
    return unicodedata.normalize("NFC", s)


def sql_rows(text):
    """The value tuples of the seed's question inserts: ('paper-id', position, 'text', ...)."""
    rows = []
    for m in re.finditer(r"^\s*\('00000000-0000-4000-b000-000000000(\d{3})', (\d+), (.*)\),?;?$", text, re.M):
        paper, pos, rest = m.group(1), int(m.group(2)), m.group(3)
        vals = [v.replace("''", "'") for v in re.findall(r"'((?:[^']|'')*)'", rest)]
        rows.append((paper, pos, vals))
    return rows


def english():
    """Each paper's English by position: question, option_a..d, answer, explanation, topic."""
    papers = {}
    with open(SEED, encoding="utf-8") as f:
        for paper, pos, vals in sql_rows(f.read()):
            if paper in SEED_PAPERS and len(vals) >= 7:
                q, a, b, c, d, key, expl = vals[:7]
                papers.setdefault(SEED_PAPERS[paper], {})[pos] = {
                    "question": q, "option_a": a, "option_b": b, "option_c": c, "option_d": d,
                    "answer": key, "explanation": expl, "topic": vals[7] if len(vals) > 7 else ""}
    for name in ("full-length-mock-test-2", "full-length-mock-test-3"):
        path = os.path.join(HERE, name + ".csv")
        if os.path.exists(path):
            with open(path, encoding="utf-8", newline="") as f:
                papers[name] = {i + 1: r for i, r in enumerate(csv.DictReader(f))}
    return papers


def glossary():
    """Rows of the glossary table: | English | Hindi (forms split by " / ") | Not (comma-separated) | Note |."""
    terms = []
    with open(os.path.join(HERE, "hindi-glossary.md"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("## "):
                break
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) >= 3 and line.startswith("|") and not set(cells[0]) <= set("-: ") and cells[0] != "English":
                forms = [h.strip() for h in cells[1].split(" / ") if h.strip()]
                avoid = [v.strip() for v in cells[2].split(",") if v.strip() and v.strip() != "-"]
                terms.append((cells[0], forms, avoid))
    return terms


def numbers(text):
    return {n.replace(",", "") for n in NUMBER.findall(text)}


def has_acronym(text, a):
    return re.search(r"(?<![A-Za-z])" + re.escape(a) + r"(?![A-Za-z])", text) is not None


def lengths(opts):
    return [len(o.strip()) for o in opts]


def strictly_longest(opts, k):
    ls = lengths(opts)
    return all(i == k or ls[k] > l for i, l in enumerate(ls))


def key_ratio(opts, k):
    ls = lengths(opts)
    other = max(l for i, l in enumerate(ls) if i != k)
    return ls[k] / other if other else float("inf")


def term_pattern(term):
    return re.compile(r"\b" + re.escape(term) + r"\b", re.I)


def glossary_problems(pos, en_text, hi_text, terms):
    """The settled word wherever the English uses a term; no ruled-out variant anywhere."""
    problems = []
    all_forms = [h for _, forms, _ in terms for h in forms]
    for term, forms, avoid in terms:
        # A longer term of the glossary that contains this one ("yield to maturity") has its own row; a name the
        # Hindi keeps in Latin script ("NISM Series VIII: Equity Derivatives") is not a use to translate.
        text = en_text
        for longer, _, _ in terms:
            if longer != term and term_pattern(term).search(longer):
                text = term_pattern(longer).sub(" ", text)
        if term_pattern(term).search(text) and not any(h in hi_text for h in forms) \
                and not term_pattern(term).search(hi_text):
            problems.append(f"position {pos}: the English says '{term}', the Hindi lacks '{' / '.join(forms)}'")
        for variant in avoid:
            # A variant inside another term's settled word (डिविडेंड in डिविडेंड यील्ड फंड) is that word, not the variant.
            text = hi_text
            for h in all_forms:
                if variant in h and h not in forms:
                    text = text.replace(h, " ")
            if re.search(r"(?<![\u0900-\u097F\w])" + re.escape(variant), text):
                problems.append(f"position {pos}: uses '{variant}', the glossary's word is '{' / '.join(forms)}'")
    return problems


def check(name, en, terms, words):
    problems, warnings = [], []
    path = os.path.join(HERE, name + ".hi.csv")
    with open(path, encoding="utf-8", newline="") as f:
        reader = csv.reader(f)
        header = next(reader)
        raw_rows = list(reader)
    if header != HEADER:
        return [f"header is {header}, expected {HEADER}"], [], None, None
    hi = {}
    for n, raw in enumerate(raw_rows, 2):
        if len(raw) != len(HEADER):
            problems.append(f"line {n}: {len(raw)} fields, expected {len(HEADER)}")
            continue
        r = dict(zip(HEADER, raw))
        pos = int(r["position"]) if r["position"].isdigit() else None
        if pos not in en:
            problems.append(f"position {r['position']}: not a position of the English paper")
            continue
        if pos in hi:
            problems.append(f"position {pos}: appears twice")
        hi[pos] = r
    problems += [f"position {p}: missing" for p in sorted(set(en) - set(hi))]
    for pos, r in sorted(hi.items()):
        e = en[pos]
        for field in HEADER:
            if not (r[field] or "").strip():
                problems.append(f"position {pos}: {field} is empty")
            if r[field] != nfc(r[field]):
                problems.append(f"position {pos}: {field} is not NFC-normalised")
        for field in ("question", "explanation"):
            if not DEVANAGARI.search(r[field]):
                problems.append(f"position {pos}: no Devanagari in the {field}")
        for field in HEADER[1:7]:
            if LATIN_RUN.search(r[field]):
                problems.append(f"position {pos}: {field} has a run of Latin-script words: {r[field][:80]}")
        for field in FIELDS:
            missing = numbers(e[field]) - numbers(r[field])
            if missing:
                problems.append(f"position {pos}: {field} lacks the English numbers {sorted(missing)}")
        en_stem = " ".join(e[f] for f in FIELDS)
        hi_stem = " ".join(r[f] for f in FIELDS)
        for a in ACRONYMS:
            if has_acronym(en_stem, a) and not has_acronym(hi_stem, a):
                problems.append(f"position {pos}: the English uses {a}, the Hindi does not")
        m = CHAPTER.search(e["explanation"])
        if m and not re.search(r"\(वर्कबुक अध्याय " + m.group(1) + r": [^)]+\)$", r["explanation"].strip()):
            problems.append(f"position {pos}: explanation does not end with (वर्कबुक अध्याय {m.group(1)}: ...)")
        k = "ABCD".index(e["answer"].strip())
        hopts, eopts = [r[o] for o in OPTIONS], [e[o] for o in OPTIONS]
        rt = key_ratio(hopts, k)
        if rt >= LONG_KEY_RATIO:
            # A giveaway the English does not have is the translation's fault; one it shares is the source's.
            (warnings if key_ratio(eopts, k) >= LONG_KEY_RATIO else problems).append(
                f"position {pos}: the key ({e['answer']}) is {rt:.2f} times as long as the longest other option"
                f" (English {key_ratio(eopts, k):.2f})")
        elif strictly_longest(hopts, k) and not strictly_longest(eopts, k):
            warnings.append(f"position {pos}: the key is strictly longest in the Hindi (ratio {rt:.2f}), not in the English")
        en_text = " ".join(e[f] for f in FIELDS + ["explanation"])
        hi_text = nfc(" ".join(r[f] for f in FIELDS + ["explanation"]))
        problems += glossary_problems(pos, en_text, hi_text, terms)
        for w in re.findall(r"[\u0900-\u097F]+", hi_text):
            words[w].add(f"{name} #{pos}")
    summary = None
    if len(hi) == len(en):
        keys = [(en[p], hi[p], "ABCD".index(en[p]["answer"].strip())) for p in en]
        share_en = sum(strictly_longest([e[o] for o in OPTIONS], k) for e, _, k in keys) / len(keys)
        share_hi = sum(strictly_longest([h[o] for o in OPTIONS], k) for _, h, k in keys) / len(keys)
        if share_hi > share_en + 0.10:
            problems.append(f"key strictly longest in {share_hi:.0%} of the Hindi, {share_en:.0%} of the English")
        summary = (f"{name}.hi.csv: {len(hi)} of {len(en)} questions; key strictly longest "
                   f"{share_hi:.0%} (English {share_en:.0%})")
    return problems, warnings, hi, summary


def nukta_clashes(words):
    problems = []
    for w, where in sorted(words.items()):
        if NUKTA in w:
            plain = w.replace(NUKTA, "")
            if plain in words and plain not in NUKTA_EXEMPT:
                problems.append(f'"{w}" and "{plain}" both appear (nukta not consistent): '
                                f'{sorted(where)[:2]} / {sorted(words[plain])[:2]}')
    return problems


LINT = r"""
import { readFileSync } from 'node:fs';
import { formatFinding, lintPapers } from '@nism/contracts/content-lint';
const papers = JSON.parse(readFileSync(0, 'utf8'));
for (const f of lintPapers(papers)) console.log(`${f.severity === 'blocking' ? 'BLOCKING' : 'warning'} ${formatFinding(f)}`);
"""


def project_lint(paper):
    """The content lint over one Hindi paper with the English keys and topics, as import-translations.ts runs it."""
    env = dict(os.environ)
    env["PATH"] = os.path.expanduser("~/.cache/nism-ci/node24/node_modules/.bin") + ":" + env.get("PATH", "")
    script = os.path.join(ROOT, "node_modules", ".cache", "check_hindi.lint.ts")
    os.makedirs(os.path.dirname(script), exist_ok=True)
    with open(script, "w") as f:
        f.write(LINT)
    res = subprocess.run(["npx", "tsx", script], input=json.dumps([paper]), capture_output=True, text=True,
                         cwd=ROOT, env=env)
    if res.returncode != 0:
        return ["content lint did not run: " + res.stderr[-500:]], []
    lines = res.stdout.splitlines()
    return ([l for l in lines if l.startswith("BLOCKING")], [l for l in lines if not l.startswith("BLOCKING")])


def main(argv):
    lint = "--no-lint" not in argv
    wanted = [a for a in argv if not a.startswith("--")]
    en, terms = english(), glossary()
    names = wanted or sorted(f[: -len(".hi.csv")] for f in os.listdir(HERE) if f.endswith(".hi.csv"))
    words = defaultdict(set)
    failed = 0
    for name in names:
        if name not in en:
            print(f"{name}.hi.csv: no English paper of that name")
            failed += 1
            continue
        problems, warnings, hi, summary = check(name, en[name], terms, words)
        if summary:
            print(summary)
        if lint and hi and not problems:
            paper = {"exam": EXAM, "paper": f"{name} (hi)", "questions": [
                {"ref": f"#{p}", "topic": en[name][p].get("topic", ""), "question": r["question"],
                 "options": [r[o] for o in OPTIONS], "answer": en[name][p]["answer"].strip(),
                 "explanation": r["explanation"]} for p, r in sorted(hi.items())]}
            blocking, other = project_lint(paper)
            problems += [f"lint: {l}" for l in blocking]
            warnings += [f"lint: {l}" for l in other]
        for w in warnings:
            print(f"  warning {name}: {w}")
        for p in problems:
            print(f"  {name}: {p}")
        failed += len(problems)
    clashes = nukta_clashes(words)
    for c in clashes:
        print(f"  {c}")
    failed += len(clashes)
    print(f"{len(names)} files, {failed} problems; glossary of {len(terms)} terms")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
