"""Checks the Hindi translations of V-A's papers (content/va/<paper>.hi.csv) against their English.

The English of each paper is read from the project itself: the seed papers (demo, Mock Tests 1 and 2, the first
Full-Length Mock Test) from supabase/seed/13_questions_series_va.sql, Mocks 2 and 3 from this folder's CSVs. For each
.hi.csv: the header; every position of the English exactly once; no empty field; Devanagari in every question and
explanation; every number of the English question and of each option in the same Hindi field (digits compared as
strings, grouping commas ignored); the share of keys (the English key letters) that are the strictly longest option
not above the English's by more than 10 points; and the glossary (hindi-glossary.md): wherever a question's English
uses a term, its Hindi uses the settled Hindi word, and no question uses a variant the glossary rules out.
Run from the repository root: python3 content/va/check_hindi.py  (exits 1 on any problem)
"""
import csv
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SEED = os.path.join(ROOT, "supabase", "seed", "13_questions_series_va.sql")
SEED_PAPERS = {"031": "demo-questions", "032": "mock-test-1", "033": "mock-test-2", "034": "full-length-mock-test"}
HEADER = ["position", "question", "option_a", "option_b", "option_c", "option_d", "explanation", "translated_by"]
FIELDS = ["question", "option_a", "option_b", "option_c", "option_d"]
DEVANAGARI = re.compile("[\u0900-\u097F]")
NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


def sql_rows(text):
    """The value tuples of the seed's question inserts: ('paper-id', position, 'text', ...)."""
    rows = []
    for m in re.finditer(r"^\s*\('00000000-0000-4000-b000-000000000(\d{3})', (\d+), (.*)\),?;?$", text, re.M):
        paper, pos, rest = m.group(1), int(m.group(2)), m.group(3)
        vals = [v.replace("''", "'") for v in re.findall(r"'((?:[^']|'')*)'", rest)]
        rows.append((paper, pos, vals))
    return rows


def english():
    papers = {}
    with open(SEED, encoding="utf-8") as f:
        for paper, pos, vals in sql_rows(f.read()):
            if paper in SEED_PAPERS and len(vals) >= 7:
                q, a, b, c, d, key, expl = vals[:7]
                papers.setdefault(SEED_PAPERS[paper], {})[pos] = {
                    "question": q, "option_a": a, "option_b": b, "option_c": c, "option_d": d,
                    "answer": key, "explanation": expl}
    for name in ("full-length-mock-test-2", "full-length-mock-test-3"):
        path = os.path.join(HERE, name + ".csv")
        if os.path.exists(path):
            with open(path, encoding="utf-8", newline="") as f:
                papers[name] = {i + 1: r for i, r in enumerate(csv.DictReader(f))}
    return papers


def glossary():
    """Rows of the glossary table: | English | Hindi | Not (variants ruled out, comma-separated) | Note |."""
    terms = []
    with open(os.path.join(HERE, "hindi-glossary.md"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("## "):
                break
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) >= 3 and line.startswith("|") and not set(cells[0]) <= set("-: ") and cells[0] != "English":
                avoid = [v.strip() for v in cells[2].split(",") if v.strip() and v.strip() != "-"]
                terms.append((cells[0], cells[1], avoid))
    return terms


def numbers(text):
    return {n.replace(",", "") for n in NUMBER.findall(text)}


def longest_share(rows, keys):
    hits = 0
    for pos, r in rows.items():
        k = "option_" + keys[pos].lower()
        others = [r[f] for f in ("option_a", "option_b", "option_c", "option_d") if f != k]
        hits += all(len(r[k].strip()) > len(o.strip()) for o in others)
    return hits / len(rows) if rows else 0


def check(name, en, terms):
    problems = []
    path = os.path.join(HERE, name + ".hi.csv")
    with open(path, encoding="utf-8", newline="") as f:
        reader = csv.reader(f)
        header = next(reader)
        if header != HEADER:
            problems.append(f"header is {header}, expected {HEADER}")
        rows = [dict(zip(HEADER, r)) for r in reader]
    hi = {}
    for r in rows:
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
            if not (r.get(field) or "").strip():
                problems.append(f"position {pos}: {field} is empty")
        for field in ("question", "explanation"):
            if not DEVANAGARI.search(r.get(field) or ""):
                problems.append(f"position {pos}: no Devanagari in the {field}")
        for field in FIELDS:
            missing = numbers(e[field]) - numbers(r.get(field) or "")
            if missing:
                problems.append(f"position {pos}: {field} lacks the English numbers {sorted(missing)}")
        en_text = " ".join(e[f] for f in FIELDS + ["explanation"])
        hi_text = " ".join(r.get(f) or "" for f in FIELDS + ["explanation"])
        for term, hindi, avoid in terms:
            forms = [h.strip() for h in hindi.split(" / ")]
            if re.search(r"\b" + re.escape(term) + r"\b", en_text, re.I) and not any(h in hi_text for h in forms):
                problems.append(f"position {pos}: the English says '{term}', the Hindi lacks '{hindi}'")
            for variant in avoid:
                if re.search(r"(?<![\u0900-\u097F\w])" + re.escape(variant) + r"(?![\u0900-\u097F\w])", hi_text):
                    problems.append(f"position {pos}: uses '{variant}', the glossary's word is '{hindi}'")
    keys = {p: en[p]["answer"] for p in en}
    if len(hi) == len(en):
        share_en, share_hi = longest_share(en, keys), longest_share(hi, keys)
        if share_hi > share_en + 0.10:
            problems.append(f"key strictly longest in {share_hi:.0%} of the Hindi, {share_en:.0%} of the English")
        print(f"{name}.hi.csv: {len(hi)} of {len(en)} questions; key strictly longest "
              f"{share_hi:.0%} (English {share_en:.0%})")
    return problems


def main():
    en, terms = english(), glossary()
    failed = 0
    names = sorted(f[: -len(".hi.csv")] for f in os.listdir(HERE) if f.endswith(".hi.csv"))
    for name in names:
        if name not in en:
            print(f"{name}.hi.csv: no English paper of that name")
            failed += 1
            continue
        problems = check(name, en[name], terms)
        for p in problems:
            print(f"  {name}: {p}")
        failed += len(problems)
    print(f"{len(names)} files, {failed} problems; glossary of {len(terms)} terms")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
