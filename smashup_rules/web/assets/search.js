// The site's search: ranks as `smashup search` does, from the index built with the site
// (search-index.js: the stems with their postings, the documents and their stem sequences,
// the card names, the game's vocabulary, and the constants of reference/query.py and
// reference/search.py), so that a question gives the same hits. Each function below is the
// one of the same name there. Nothing is fetched; it works from the file system.
// `search.html?q=words` fills the box and searches on load; window.smashupSearch.rank(text)
// gives the ranked IDs (the tests compare them with the command line's).
(function () {
  "use strict";
  var index = window.SMASHUP_SEARCH;
  var has = function (object, key) { return Object.prototype.hasOwnProperty.call(object, key); };
  var stopwords = new Set(index.stopwords);
  var questionMarkers = new Set(index.questionMarkers);
  var meaningWords = new Set(index.meaningWords);
  var glossary = new Set(index.glossary);
  var docs = index.documents; // [id, kind number, title, body, page, faction name]
  var NON_WORD = /[^\p{L}\p{N}]+/u;
  var RULE = index.kinds.indexOf("rule"), CARD = index.kinds.indexOf("card");

  // --- Words and stems (reference/text.py) -----------------------------------------------

  function unaccented(text) {
    return text.normalize("NFD").replace(/\p{M}/gu, "");
  }

  function words(text) {
    return text.toLowerCase().split(NON_WORD).filter(Boolean);
  }

  // The Porter stemmer as FTS5 applies it (reference/text.py has the notes).
  function consonants(word) {
    var flags = [], consonant = false;
    for (var i = 0; i < word.length; i++) {
      var c = word[i];
      consonant = !("aeiou".indexOf(c) >= 0 || (c === "y" && consonant));
      flags.push(consonant);
    }
    return flags;
  }
  function measure(word) {
    var m = 0, afterVowel = false;
    consonants(word).forEach(function (consonant) {
      if (consonant && afterVowel) m++;
      afterVowel = !consonant;
    });
    return m;
  }
  function hasVowel(word) {
    return /[aeiou]/.test(word) || word.slice(1).indexOf("y") >= 0;
  }
  function endsCvc(word) {
    if (word.length < 3 || "wxy".indexOf(word[word.length - 1]) >= 0) return false;
    var f = consonants(word), n = f.length;
    return f[n - 3] && !f[n - 2] && f[n - 1];
  }
  var STEP2 = {a: [["ational", "ate"], ["tional", "tion"]], c: [["enci", "ence"], ["anci", "ance"]], e: [["izer", "ize"]],
    g: [["logi", "log"]], l: [["bli", "ble"], ["alli", "al"], ["entli", "ent"], ["eli", "e"], ["ousli", "ous"]],
    o: [["ization", "ize"], ["ation", "ate"], ["ator", "ate"]], s: [["alism", "al"], ["iveness", "ive"], ["fulness", "ful"], ["ousness", "ous"]],
    t: [["aliti", "al"], ["iviti", "ive"], ["biliti", "ble"]]};
  var STEP3 = {a: [["ical", "ic"]], s: [["ness", ""]], t: [["icate", "ic"], ["iciti", "ic"]], u: [["ful", ""]], v: [["ative", ""]], z: [["alize", "al"]]};
  var STEP4 = {a: [["al", ""]], c: [["ance", ""], ["ence", ""]], e: [["er", ""]], i: [["ic", ""]], l: [["able", ""], ["ible", ""]],
    n: [["ant", ""], ["ement", ""], ["ment", ""], ["ent", ""]], o: [["ion", ""], ["ou", ""]], s: [["ism", ""]], t: [["ate", ""], ["iti", ""]],
    u: [["ous", ""]], v: [["ive", ""]], z: [["ize", ""]]};
  function replaceSuffix(word, rules, minMeasure) {
    if (word.length < 2) return word;
    var list = rules[word[word.length - 2]] || [];
    for (var i = 0; i < list.length; i++) {
      var suffix = list[i][0];
      if (word.length > suffix.length && word.endsWith(suffix)) {
        var base = word.slice(0, -suffix.length);
        if (suffix === "ion" && "st".indexOf(base[base.length - 1]) < 0) return word;
        return measure(base) >= minMeasure ? base + list[i][1] : word;
      }
    }
    return word;
  }
  var encoder = new TextEncoder();
  function stem(word) {
    var size = encoder.encode(word).length;
    if (size < 3 || size > 64) return word;
    var n = word.length;
    if (word[n - 1] === "s") {
      if (word[n - 2] === "e" && ((n > 4 && word.slice(n - 4, n - 2) === "ss") || (n > 3 && word[n - 3] === "i"))) word = word.slice(0, -2);
      else if (word[n - 2] !== "s") word = word.slice(0, -1);
    }
    var cut = "";
    if (word.length > 3 && word.endsWith("eed")) {
      if (measure(word.slice(0, -3))) word = word.slice(0, -1);
    } else if (word.length > 2 && word.endsWith("ed")) cut = "ed";
    else if (word.length > 3 && word.endsWith("ing")) cut = "ing";
    if (cut && hasVowel(word.slice(0, -cut.length))) {
      word = word.slice(0, -cut.length);
      var last = word.slice(-2);
      if (word.length > 2 && (last === "at" || last === "bl" || last === "iz")) word += "e";
      else if (word.length > 1 && word[word.length - 1] === word[word.length - 2] && "aeioulsz".indexOf(word[word.length - 1]) < 0) word = word.slice(0, -1);
      else if (measure(word) === 1 && endsCvc(word)) word += "e";
    }
    if (word[word.length - 1] === "y" && hasVowel(word.slice(0, -1))) word = word.slice(0, -1) + "i";
    word = replaceSuffix(word, STEP2, 1);
    word = replaceSuffix(word, STEP3, 1);
    word = replaceSuffix(word, STEP4, 2);
    if (word[word.length - 1] === "e") {
      var m = measure(word.slice(0, -1));
      if (m > 1 || (m === 1 && !endsCvc(word.slice(0, -1)))) word = word.slice(0, -1);
    }
    if (word.length > 1 && word.endsWith("ll") && measure(word.slice(0, -1)) > 1) word = word.slice(0, -1);
    return word;
  }

  // --- The query (reference/query.py) ----------------------------------------------------

  function normalise(text) {
    var found = [];
    text.split(/\s+/).filter(Boolean).forEach(function (piece) {
      var low = piece.toLowerCase().replace(/['’‘`]/g, "'");
      if (low.indexOf("'") >= 0) {
        var core = low.replace(/^[.,;:!?()"]+|[.,;:!?()"]+$/g, "");
        if (core.endsWith("'s")) low = core.slice(0, -2);
        else if (core.endsWith("s'")) low = core.slice(0, -1);
        else if (core.endsWith("n't")) low = core === "can't" || core === "cant" ? "cannot" : core === "won't" ? "will" : core.slice(0, -3);
      }
      words(low).forEach(function (word) { found.push(unaccented(word)); });
    });
    index.idioms.forEach(function (entry) {
      var idiom = entry[0], at;
      while ((at = findRun(found, idiom)) >= 0) found.splice(at, idiom.length, entry[1]);
    });
    return found;
  }

  function findRun(list, run) {
    for (var i = 0; i + run.length <= list.length; i++) {
      var all = true;
      for (var j = 0; j < run.length; j++) if (list[i + j] !== run[j]) { all = false; break; }
      if (all) return i;
    }
    return -1;
  }

  function edits(a, b, most) {
    if (Math.abs(a.length - b.length) > most) return most + 1;
    var previous2 = [], previous = [], i, j;
    for (j = 0; j <= b.length; j++) previous.push(j);
    for (i = 1; i <= a.length; i++) {
      var current = [i];
      for (j = 1; j <= b.length; j++) {
        var cost = a[i - 1] !== b[j - 1] ? 1 : 0;
        current.push(Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j], previous2[j - 2] + 1);
      }
      if (Math.min.apply(null, current) > most) return most + 1;
      previous2 = previous;
      previous = current;
    }
    return previous[b.length];
  }

  var nameForms = {};
  index.names.forEach(function (name) { name[1].forEach(function (form, k) { nameForms[form] = name[0][k]; }); });
  var stopStems = new Set(index.stopwords.map(stem));

  function knows(term) { return has(index.postings, term); }

  function mend(found) {
    var mended = [], at = 0;
    while (at < found.length) {
      var word = found[at];
      if (at + 1 < found.length && has(nameForms, word + found[at + 1]) && !(has(nameForms, word) && has(nameForms, found[at + 1]))) {
        mended.push(word + found[at + 1]);
        at += 2;
        continue;
      }
      at++;
      if (has(nameForms, word) || knows(stem(word)) || word.length < index.shortestMended) { mended.push(word); continue; }
      var split = null;
      for (var cut = 1; cut < word.length && !split; cut++) {
        if (has(nameForms, word.slice(0, cut)) && has(nameForms, word.slice(cut))) split = [word.slice(0, cut), word.slice(cut)];
      }
      if (split) { mended.push(split[0], split[1]); continue; }
      var most = word.length <= index.oneEditUpTo ? 1 : 2;
      var close = [];
      Object.keys(nameForms).forEach(function (form) {
        if (form.length >= index.shortestMended) {
          var distance = edits(word, form, most);
          if (distance <= most) close.push([distance, form]);
        }
      });
      close.sort(function (x, y) { return x[0] - y[0] || (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0); });
      if (close.length && (close.length === 1 || close[0][0] < close[1][0])) {
        var form = close[0][1];
        var beside = [at >= 2 ? found[at - 2] : null, at < found.length ? found[at] : null];
        var completes = index.names.some(function (name) {
          return name[1].indexOf(form) >= 0 && beside.some(function (neighbour) { return neighbour !== null && name[1].indexOf(neighbour) >= 0; });
        });
        if (word.length > index.oneEditUpTo - 1 || completes) word = form;
      }
      mended.push(word);
    }
    return mended;
  }

  function inOrder(phrase, stems) {
    for (var start = 0; start < stems.length; start++) {
      if (stems[start] !== phrase[0]) continue;
      var at = start, ok = true;
      for (var k = 1; k < phrase.length && ok; k++) {
        var following = -1;
        for (var i = at + 1; i < Math.min(at + 1 + index.vocabularySpan, stems.length); i++) if (stems[i] === phrase[k]) { following = i; break; }
        if (following < 0) ok = false; else at = following;
      }
      if (ok) return true;
    }
    return false;
  }

  function contains(stems, name) {
    return name.length > 0 && findRun(stems, name) >= 0;
  }

  function analyse(typed) {
    var found = mend(normalise(typed));
    var stems = found.map(stem);
    var asksMeaning = found.some(function (word) { return meaningWords.has(word); });
    var content = [];
    found.forEach(function (word, i) {
      if ((!stopwords.has(word) && !meaningWords.has(word)) || (asksMeaning && glossary.has(stems[i]))) content.push(i);
    });
    if (!content.length) content = found.map(function (_, i) { return i; });
    var terms = new Map();
    content.forEach(function (i) { terms.set(stems[i], (terms.get(stems[i]) || 0) + 1); });
    index.vocabulary.forEach(function (row) {
      if (!inOrder(row[0], stems)) return;
      var weight = stopStems.has(row[0][0]) ? 1 : index.vocabularyWeight;
      row[1].forEach(function (term) { if ((terms.get(term) || 0) < weight) terms.set(term, weight); });
    });
    var kept = content.map(function (i) { return stems[i]; });
    var pairs = [];
    for (var i = 0; i + 1 < kept.length; i++) if (kept[i] !== kept[i + 1]) pairs.push([kept[i], kept[i + 1]]);
    var recognised = [];
    index.names.forEach(function (name, n) { if (contains(stems, name[0])) recognised.push(n); });
    recognised = recognised.filter(function (n) {
      return !recognised.some(function (m) { return m !== n && index.names[m][0].length > index.names[n][0].length && contains(index.names[m][0], index.names[n][0]); });
    });
    var question = typed.indexOf("?") >= 0 || found.some(function (word) { return questionMarkers.has(word); });
    return { terms: terms, pairs: pairs, names: recognised, question: question };
  }

  // --- Ranking (reference/search.py) -----------------------------------------------------

  function round4(value) {
    return Number(value.toFixed(4));
  }

  function pairsIn(sequence, pairs) {
    if (sequence.length < 2) return 0;
    var present = new Set();
    for (var i = 0; i + 1 < sequence.length; i++) present.add(sequence[i] + " " + sequence[i + 1]);
    return pairs.filter(function (pair) { return present.has(pair[0] + " " + pair[1]); }).length;
  }

  function rank(text, limit) {
    var analysis = analyse(text);
    if (!analysis.terms.size) return { hits: [], terms: analysis.terms };
    var scores = new Map(), covered = new Map(), total = 0, ids = new Map();
    analysis.terms.forEach(function (weight, term) {
      if (!knows(term)) return;
      var posting = index.postings[term]; // [id, idf, numbers, contributions]
      ids.set(term, posting[0]);
      total += weight * posting[1];
      var numbers = posting[2], contributions = posting[3];
      for (var i = 0; i < numbers.length; i++) {
        scores.set(numbers[i], (scores.get(numbers[i]) || 0) + weight * contributions[i]);
        covered.set(numbers[i], (covered.get(numbers[i]) || 0) + weight * posting[1]);
      }
    });
    total = total || 1;
    var named = new Map(), nameStems = new Set();
    analysis.names.forEach(function (at) {
      var name = index.names[at], boost = 1 + (index.namedCardBoost - 1) * name[3];
      name[0].forEach(function (part) { nameStems.add(part); });
      name[2].forEach(function (card) {
        (has(index.about, card) ? index.about[card] : [card]).forEach(function (number) {
          named.set(number, Math.max(named.get(number) || 1, boost));
        });
      });
    });
    var onlyName = Array.from(analysis.terms.keys()).every(function (term) { return nameStems.has(term); });
    var weights = named.size ? (onlyName ? index.weights.nameOnly : index.weights.card) : analysis.question ? index.weights.rules : index.weights.words;
    var ranked = [];
    scores.forEach(function (score, number) {
      score *= weights[docs[number][1]] * covered.get(number) / total * (named.get(number) || 1);
      if (has(index.pointsTo, number)) score *= index.conflictWeight;
      ranked.push([score, number]);
    });
    ranked.sort(function (a, b) { return b[0] - a[0] || a[1] - b[1]; });
    var pairs = analysis.pairs.filter(function (pair) { return ids.has(pair[0]) && ids.has(pair[1]); })
      .map(function (pair) { return [ids.get(pair[0]), ids.get(pair[1])]; });
    var wanted = new Set(ids.values());
    var weighed = new Map();
    ranked.slice(0, Math.max(index.candidates, limit * index.candidatesPerHit)).forEach(function (entry) {
      var score = entry[0], number = entry[1], isRule = docs[number][1] === RULE;
      if (!analysis.question && !isRule) { weighed.set(number, score); return; }
      var title = index.sequences[number][0], body = index.sequences[number][1];
      var share = isRule && title.length ? title.filter(function (id) { return wanted.has(id); }).length / title.length : 0;
      if (!analysis.question) { weighed.set(number, share === 1 ? score * (1 + index.titleBoost) : score); return; }
      score *= 1 + index.titleBoost * share;
      if (pairs.length) score *= 1 + index.pairBoost * Math.min(index.mostPairs, Math.max(pairsIn(title, pairs), pairsIn(body, pairs)));
      weighed.set(number, score);
    });
    Object.keys(index.pointsTo).forEach(function (key) {
      var note = Number(key);
      if (!weighed.has(note)) return;
      var matched = index.pointsTo[key].filter(function (rule) { return weighed.has(rule); }).map(function (rule) { return weighed.get(rule); });
      if (matched.length) weighed.set(note, Math.min(weighed.get(note), index.conflictBelowRule * Math.max.apply(null, matched)));
    });
    var best = Array.from(weighed.entries()).map(function (entry) { return [round4(entry[1]), entry[0]]; });
    best.sort(function (a, b) {
      var x = docs[a[1]][0], y = docs[b[1]][0];
      return b[0] - a[0] || (x < y ? -1 : x > y ? 1 : 0);
    });
    return { hits: best.slice(0, limit), terms: analysis.terms };
  }

  // --- Snippets and sentences ------------------------------------------------------------

  function bodyTokens(body) {
    var found = [], re = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu, match;
    while ((match = re.exec(body)) !== null) {
      var form = unaccented(match[0].toLowerCase());
      found.push({ start: match.index, end: match.index + match[0].length, stem: has(index.forms, form) ? index.forms[form] : null });
    }
    return found;
  }

  // FTS5's snippet, as `snippet` in reference/search.py.
  function snippet(body, phrases) {
    var found = bodyTokens(body);
    var size = index.snippetTokens, count = found.length;
    var instances = []; // [token position, phrase position]
    found.forEach(function (token, at) {
      phrases.forEach(function (term, phrase) {
        if (token.stem === term) instances.push([at, phrase]);
      });
    });
    function window(start) {
      var seen = new Set(), score = 0, first = -1, last = 0;
      instances.forEach(function (instance) {
        if (instance[0] >= start && instance[0] < start + size) {
          score += seen.has(instance[1]) ? 1 : 1000;
          seen.add(instance[1]);
          if (first < 0) first = instance[0];
          last = instance[0] + 1;
        }
      });
      return [score, first, last];
    }
    var starts = [];
    if (instances.length && count > size) {
      starts.push(0);
      for (var n = 1; n < count; n++) {
        var gap = body.slice(found[n - 1].end, found[n].start);
        var kept = gap.replace(/[ \t\n\r]+$/, "");
        if (kept.length < gap.length && /[.:]$/.test(kept)) starts.push(n);
      }
    }
    var bestScore = 0, bestStart = 0;
    instances.forEach(function (instance) {
      var at = instance[0];
      var scored = window(at);
      if (scored[0] > bestScore) {
        var centred = Math.min(scored[1] - Math.floor((size - (scored[2] - scored[1])) / 2), count - size);
        bestScore = scored[0];
        bestStart = Math.max(centred, 0);
      }
      if (starts.length) {
        var sentence = 0;
        for (var k = 0; k < starts.length && starts[k] <= at; k++) sentence = starts[k];
        if (sentence < at) {
          var score = window(sentence)[0] + (sentence === 0 ? 120 : 100);
          if (score > bestScore) { bestScore = score; bestStart = sentence; }
        }
      }
    });
    var lastShown = bestStart + size - 1;
    var marked = new Set(instances.map(function (instance) { return instance[0]; }));
    var parts = bestStart > 0 ? ["…"] : [];
    var offset = 0;
    for (var at = bestStart; at <= Math.min(lastShown, count - 1); at++) {
      var token = found[at];
      if (at === bestStart && bestStart) offset = token.start;
      if (marked.has(at)) {
        parts.push(body.slice(offset, token.start), { mark: body.slice(token.start, token.end) });
        offset = token.end;
      }
      if (at === lastShown) {
        parts.push(body.slice(offset, token.end));
        offset = token.end;
      }
    }
    parts.push(lastShown >= count - 1 ? body.slice(offset) : "…");
    return parts;
  }

  // Where each sentence (or list item) of a text is, as `sentences` in reference/search.py.
  function sentences(body) {
    var found = [], start = 0;
    for (var at = 0; at < body.length; at++) {
      var char = body[at], end = -1;
      if (char === "\n") end = at;
      else if (".?!".indexOf(char) >= 0 && (at + 1 === body.length || body[at + 1] === " " || body[at + 1] === "\n")) {
        var before = body.slice(start, at).trim().split(/\s+/);
        var word = before.length && before[0] ? before[before.length - 1].replace(/^\(+/, "").toLowerCase() : "";
        if (index.abbreviations.indexOf(word) < 0) end = at + 1;
      }
      if (end >= 0) {
        if (body.slice(start, end).trim()) found.push([start, end]);
        start = end;
      }
    }
    if (body.slice(start).trim()) found.push([start, body.length]);
    return found.map(function (span) {
      var text = body.slice(span[0], span[1]);
      return [span[0] + text.length - text.replace(/^\s+/, "").length, span[1]];
    });
  }

  // The sentence with the most of the question, as `best_sentence` in reference/search.py.
  function bestSentence(body, terms) {
    var spans = sentences(body), best = null, bestScore = 0;
    spans.forEach(function (span) {
      var times = new Map();
      bodyTokens(body.slice(span[0], span[1])).forEach(function (token) {
        if (token.stem !== null && terms.has(token.stem) && knows(token.stem)) times.set(token.stem, (times.get(token.stem) || 0) + 1);
      });
      var score = 0;
      times.forEach(function (count, term) { score += terms.get(term) * index.postings[term][1] * Math.min(count, 2); });
      if (score > bestScore) { best = span; bestScore = score; }
    });
    if (!best) best = spans[0];
    if (!best) return [];
    var text = body.slice(best[0], best[1]);
    return snippetOf(text, terms);
  }

  function snippetOf(text, terms) {
    var parts = [], offset = 0;
    bodyTokens(text).forEach(function (token) {
      if (token.stem !== null && terms.has(token.stem)) {
        parts.push(text.slice(offset, token.start), { mark: text.slice(token.start, token.end) });
        offset = token.end;
      }
    });
    parts.push(text.slice(offset));
    if (typeof parts[0] === "string") parts[0] = parts[0].replace(/^[\s-]+/, "");
    return parts;
  }

  window.smashupSearch = {
    rank: function (text, limit) {
      return rank(text, limit || index.limit).hits.map(function (hit) { return docs[hit[1]][0]; });
    }
  };

  // --- Card names, as `smashup card` matches them -----------------------------------------

  function fold(text) {
    return text.normalize("NFKD").toLowerCase().replace(/['’‘`]/g, "").replace(/\p{M}/gu, "")
      .replace(/[^a-z0-9]+/g, " ").trim();
  }

  function wordPrefixes(query, name) {
    var names = name.split(" "), at = 0;
    return query.split(" ").every(function (part) {
      while (at < names.length && names[at].indexOf(part) !== 0) at++;
      if (at === names.length) return false;
      at++;
      return true;
    });
  }

  function distance(a, b) {
    return edits(a, b, Math.max(a.length, b.length));
  }

  function similarity(query, name) {
    var whole = 1 - distance(query, name) / Math.max(query.length, name.length);
    var start = name.slice(0, query.length); // what is typed so far, typos included
    var begun = query.length >= 4 ? 1 - distance(query, start) / query.length : 0;
    return Math.max(whole, begun * 0.95);
  }

  var cards = docs.filter(function (doc) { return doc[1] === CARD; }).map(function (doc) { return { doc: doc, key: fold(doc[2]) }; });

  function cardNames(text, limit) {
    var query = fold(text);
    if (!query) return [];
    var found = [];
    cards.forEach(function (card) {
      var score;
      if (card.key === query) score = 3;
      else if (card.key.indexOf(query) === 0) score = 2;
      else if (wordPrefixes(query, card.key)) score = 1.5;
      else if (query.length >= 3) score = similarity(query, card.key);
      else score = 0;
      if (score >= 0.7) found.push([score, card.doc]);
    });
    found.sort(function (a, b) { return b[0] - a[0] || (a[1][2] < b[1][2] ? -1 : a[1][2] > b[1][2] ? 1 : 0); });
    return found.slice(0, limit).map(function (entry) { return entry[1]; });
  }

  // --- The page ---------------------------------------------------------------------------

  var box = document.getElementById("q");
  if (!box) return; // the ranking alone, on a page without the search form
  var status = document.getElementById("search-status");
  var cardList = document.getElementById("card-hits");
  var hitList = document.getElementById("text-hits");

  function element(name, className, text) {
    var node = document.createElement(name);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function link(doc, text) {
    var a = element("a", "", text);
    a.href = doc[4];
    return a;
  }

  function show(text) {
    var results = rank(text, index.limit);
    var names = cardNames(text, 5);
    var phrases = Array.from(results.terms.keys()).filter(knows);
    cardList.replaceChildren();
    hitList.replaceChildren();
    names.forEach(function (doc) {
      var item = element("li");
      item.dataset.id = doc[0];
      item.append(link(doc, doc[2]), " ", element("span", "muted", doc[5]));
      cardList.append(item);
    });
    results.hits.forEach(function (hit, place) {
      var doc = docs[hit[1]];
      var item = element("li");
      item.dataset.id = doc[0];
      var heading = element("p", "hit-title");
      heading.append(link(doc, doc[2]), " ", element("span", "kind", index.kinds[doc[1]]), " ", element("code", "", doc[0]));
      var text = element("p", place === 0 ? "snippet answer" : "snippet");
      // The first hit answers: its deciding sentence in full; the others show a snippet.
      var parts = place === 0 ? bestSentence(doc[3], results.terms) : snippet(doc[3], phrases);
      if (!parts.some(function (part) { return typeof part === "string" ? part.trim() : true; })) parts = [doc[3].slice(0, 160)];
      parts.forEach(function (part) {
        text.append(typeof part === "string" ? part : element("mark", "", part.mark));
      });
      item.append(heading, text);
      hitList.append(item);
    });
    cardList.parentElement.hidden = names.length === 0;
    hitList.parentElement.hidden = results.hits.length === 0;
    var count = results.hits.length;
    status.textContent = !text.trim() ? "" :
      count || names.length ? count + (count === 1 ? " match" : " matches") + " in the texts" + (names.length ? ", " + names.length + " card name" + (names.length === 1 ? "" : "s") : "") + "." :
      "Nothing matches “" + text.trim() + "”.";
  }

  function remember(text) {
    try {
      var url = new URL(window.location.href);
      url.searchParams.set("q", text);
      window.history.replaceState(null, "", url.href);
    } catch (error) {
      // Some browsers refuse to change the address of a page opened from a file: the search still works.
    }
  }

  var pending = null;
  box.addEventListener("input", function () {
    clearTimeout(pending);
    pending = setTimeout(function () { show(box.value); remember(box.value); }, 120);
  });
  document.getElementById("search-form").addEventListener("submit", function (event) {
    event.preventDefault();
    clearTimeout(pending);
    show(box.value);
    remember(box.value);
  });
  var asked = new URLSearchParams(window.location.search).get("q");
  if (asked) {
    box.value = asked;
    show(asked);
  }
})();
