#!/usr/bin/env python3
"""Blind copywriter review of 100 listings in listings.md (round r18).

Each tuple: (listing no., product id, platform, tone, score 1-10, reason, verbatim quote).
The quote must occur verbatim inside that listing's own section of listings.md.
Scale (capped by the worst defect): 10 paste unchanged ... 5 faithful fact dump in a
template frame; 4 fact dump with garbled sentences / wrong roles / a real loss;
3 needs rewriting (misleading roles); 2 false claim about what the buyer gets or a
damaged safety line; 1 harmful (allergen/safety/negation lost or inverted, invented contents).
"""
import os
import re
import statistics
from collections import defaultdict

R = [
    # r18-01 ham antenna
    (1, "r18-01", "etsy", "professional", 3,
     "Use ('simplex nets') presented as what the antenna offers; opener is nonsense; junk tags ('across band', 'band vertical'); safety lines filed as 'Further information'",
     "The Dual Band 2m/70cm Base Station Collinear Antenna offers simplex nets."),
    (2, "r18-01", "amazon", "luxury", 2,
     "False dimension: the band names are given as the antenna's size (it is 17ft/5.2m); no luxury voice at all",
     "it measures 2 meter / 70 cm overall"),
    (3, "r18-01", "walmart", "technical", 2,
     "Invented part and false size in spec fields; 'Overall dimensions: 2 meter / 70 cm' repeated in the spec block",
     "Parts: simplex nets. Dimensions: 2 meter / 70 cm."),
    (4, "r18-01", "ebay", "casual", 3,
     "Use presented as contents ('comes with simplex nets'), repeated in the subtitle; rest is a bullet dump",
     "It comes with simplex nets."),
    # r18-02 falconry gauntlet
    (5, "r18-02", "shopify", "professional", 2,
     "Synonym presented as an included extra (a second glove); maker story kept but the opener misleads",
     "is a falconer's gauntlet with a hawking glove"),
    (6, "r18-02", "aliexpress", "luxury", 2,
     "'Complete with a hawking glove' invents contents; maker's 12 years and sizing-advice offer dropped without any stated reason",
     "Complete with a hawking glove"),
    (7, "r18-02", "target", "technical", 2,
     "Invented extra glove in the item line; maker credentials and sizing offer dropped silently",
     "Item: Handmade Falconry Gauntlet (a falconer's gauntlet) with a hawking glove."),
    (8, "r18-02", "facebook", "casual", 2,
     "Invented extra glove ('it's got a hawking glove'); otherwise faithful and keeps the maker's voice",
     "It's a falconer's gauntlet, and it's got a hawking glove."),
    # r18-03 juggling clubs
    (9, "r18-03", "woocommerce", "luxury", 2,
     "Other shop products (diabolos, devil sticks) read as part of the set; 'clubs & PE lessons' fragment; no luxury register",
     "In addition: diabolos & devil sticks as well as clubs & PE lessons."),
    (10, "r18-03", "magento", "technical", 2,
     "Diabolos & devil sticks listed as a specification of the club set; synonyms as 'Additional features'",
     "• Diabolos & devil sticks"),
    (11, "r18-03", "bigcommerce", "casual", 2,
     "Rundown lists other products and search phrases as features of the set",
     "• Diabolos & devil sticks"),
    (12, "r18-03", "generic", "professional", 2,
     "Details list implies diabolos & devil sticks come with the clubs; 'Clubs & PE lessons' orphan",
     "• Diabolos & devil sticks"),
    # r18-04 cane webbing
    (13, "r18-04", "etsy", "professional", 2,
     "Synonym presented as an included extra and the width presented as a component; uses listed as 'Details'; tag 'Natural wide'",
     "comes with a caning sheet"),
    (14, "r18-04", "amazon", "luxury", 2,
     "'It offers a caning sheet'; the shop's photo-check offer cut to a dangling question",
     "It offers a caning sheet"),
    (15, "r18-04", "walmart", "technical", 2,
     "'Parts:' lists the width and a synonym; uses filed as 'Further specs'; dangling 'Not sure what you need?'",
     "in other listings) and a caning sheet"),
    (16, "r18-04", "ebay", "casual", 2,
     "Subtitle sells a synonym as a second item; body repeats 'with a caning sheet'",
     "Natural unbleached rattan and caning sheet"),
    # r18-05 lace bobbins
    (17, "r18-05", "shopify", "professional", 3,
     "Broken opener ('made from finished w/ beeswax'); the under-3s warning is filed with postage under 'Further information'",
     "Further information: keep away from under 3s, postage UK only."),
    (18, "r18-05", "aliexpress", "luxury", 2,
     "Under-3s safety warning thrown out as 'shipping' (wrong stated reason); garbled opener; maker's 30 years dropped",
     "“keep away from under 3s, postage UK only” left out"),
    (19, "r18-05", "target", "technical", 2,
     "Same: safety warning dropped with a false 'shipping' reason; 'in finished w/ beeswax'",
     "“keep away from under 3s, postage UK only” left out"),
    (20, "r18-05", "facebook", "casual", 3,
     "'They're made of finished w/ beeswax'; the under-3s warning is tacked onto postage as 'One more thing'",
     "One more thing: keep away from under 3s, postage UK only."),
    # r18-06 bearings
    (21, "r18-06", "woocommerce", "luxury", 2,
     "Temperature warning orphaned ('above this' points at nothing); other listings given as the product's 'details'",
     "It seals will fail above this."),
    (22, "r18-06", "magento", "technical", 1,
     "Other bearing sizes presented as included; false 'Build material: rubber' for chrome-steel bearings; orphaned warning",
     "with 6205 & 6206 - see other listings"),
    (23, "r18-06", "bigcommerce", "casual", 1,
     "Invented contents ('You'll find 6205 & 6206 ... on it'); orphaned seal warning; 'Rubber' as a feature",
     "You'll find 6205 & 6206 - see other listings on it."),
    (24, "r18-06", "generic", "professional", 2,
     "'offers 6205 & 6206'; warning orphaned; stray 'Rubber' bullet",
     "offers 6205 & 6206 - see other listings. Importantly, it seals will fail above this."),
    # r18-07 tacho rolls
    (25, "r18-07", "etsy", "professional", 2,
     "Storage warning split so 'sunlight & damp' is a fragment; pack sizes glued onto the analogue-chart note; synonyms as contents",
     "Good to know: sunlight & damp, printouts can fade."),
    (26, "r18-07", "amazon", "luxury", 2,
     "Synonyms sold as extra contents; 'Fleet accounts welcome' is a product bullet; storage line broken",
     "THE DETAILS: They offer thermal paper rolls as well as digital tacho print rolls."),
    (27, "r18-07", "walmart", "technical", 2,
     "'Parts:' lists synonyms; 'Specs: fleet accounts welcome'; storage warning split",
     "Parts: thermal paper rolls and digital tacho print rolls."),
    (28, "r18-07", "ebay", "casual", 2,
     "'they've got thermal paper rolls, plus digital tacho print rolls'; broken storage warning; title truncated before Stoneridge",
     "they've got thermal paper rolls, plus digital tacho print rolls"),
    # r18-08 mannequin
    (29, "r18-08", "shopify", "professional", 2,
     "A use ('window display') presented as a component of the mannequin",
     "With a window display, an abstract egg head and a calf rod into base"),
    (30, "r18-08", "aliexpress", "luxury", 2,
     "'Complete with a window display'; boutique backstory cut; collection-only postcode dropped as 'shipping'",
     "Complete with a window display"),
    (31, "r18-08", "target", "technical", 2,
     "'Parts: a window display'; collection-only postcode dropped for a collection-only used item",
     "Parts: a window display, an abstract egg head and a calf rod into base."),
    (32, "r18-08", "facebook", "casual", 2,
     "'it's got a window display' invents a part; otherwise the best of the four (story, condition, local pickup)",
     "it's got a window display"),
    # r18-09 picture mount
    (33, "r18-09", "woocommerce", "luxury", 2,
     "'with a mat' sells the product's own US name as an included extra; ordering instruction filed as a detail",
     "Discover the Bespoke Picture Mount Cut to Size, with a mat."),
    (34, "r18-09", "magento", "technical", 2,
     "'Parts: a mat'; 'Tell me outer size' and postage as specification bullets",
     "Parts: a mat."),
    (35, "r18-09", "bigcommerce", "casual", 2,
     "'You'll find a mat on it' - invented component; bullet dump",
     "You'll find a mat on it."),
    (36, "r18-09", "generic", "professional", 2,
     "'offers a mat'; all else is an unshaped bullet list",
     "offers a mat"),
    # r18-10 flag
    (37, "r18-10", "etsy", "professional", 2,
     "The seller excluded only wear/fraying from returns; listing states the flag is not returnable at all; 'Bring in during gales' listed as a feature; junk tags",
     "Seller policy: NOT covered by returns."),
    (38, "r18-10", "amazon", "luxury", 2,
     "Return exclusion broadened to the whole product; 'St Piran's Day 5th March' as a product detail",
     "Purchase policy: NOT covered by returns."),
    (39, "r18-10", "walmart", "technical", 2,
     "Whole-product 'NOT covered by returns'; care advice and a calendar date as key features",
     "Seller policy: NOT covered by returns."),
    (40, "r18-10", "ebay", "casual", 2,
     "'Shop policy: NOT covered by returns' misstates the seller's policy",
     "Shop policy: NOT covered by returns."),
    # r18-11 umbrella
    (41, "r18-11", "shopify", "professional", 5,
     "Faithful, warnings intact; flat template; care line split so 'Dry open' sits among features; 'Hand Made in England' only in title",
     "• Dry open"),
    (42, "r18-11", "aliexpress", "luxury", 4,
     "Luxury item with no luxury voice; garbled run-on ending 'as well as dry open'",
     "monogram engraving on collar +£12 as well as dry open"),
    (43, "r18-11", "target", "technical", 5,
     "Sound spec list with weight and sizes; gift-box benefit derived fairly; 'Dry open' as a spec",
     "Benefit: comes ready to give, with no wrapping needed (gift boxed)."),
    (44, "r18-11", "facebook", "casual", 5,
     "Faithful and readable; still a bullet dump with the care line split",
     "It's gift boxed, which means it comes ready to give, with no wrapping needed."),
    # r18-12 elderflower cordial
    (45, "r18-12", "woocommerce", "luxury", 1,
     "Allergen line broken: 'gluten & milk' moved out of the may-contain warning into product details; 'gin' listed as a detail",
     "In the detail: elderflower syrup, also 250ml size, gluten & milk as well as lovely w/ prosecco."),
    (46, "r18-12", "magento", "technical", 1,
     "Kitchen cross-contact warning truncated to nuts only; 'Gluten & milk' and 'Gin' are specification bullets",
     "But made in a kitchen that also handles nuts."),
    (47, "r18-12", "bigcommerce", "casual", 1,
     "'Gluten & milk' as a rundown bullet reads as contents; may-contain warning loses gluten and milk",
     "• Gluten & milk"),
    (48, "r18-12", "generic", "professional", 1,
     "Allergen warning truncated; gluten & milk and gin listed as details",
     "But made in a kitchen that also handles nuts."),
    # r18-13 crickets
    (49, "r18-13", "etsy", "professional", 1,
     "Allergy warning cut mid-sentence; wheat & milk dropped from the facility warning and listed as a detail; BBQ product called 'Plain'",
     "ALLERGY WARNING: people with shellfish. Other flavors"),
    (50, "r18-13", "amazon", "luxury", 1,
     "SAFETY bullet lists only soy (wheat & milk lost); shellfish warning truncated; 'gluten free and Plain'",
     "SAFETY: Packed in a facility that also processes soy."),
    (51, "r18-13", "walmart", "technical", 1,
     "Wrong flavour claimed ('Plain'); facility allergens reduced to soy; shellfish warning broken",
     "Properties: gluten free and Plain."),
    (52, "r18-13", "ebay", "casual", 1,
     "Subtitle claims 'Plain' on a Smoky BBQ pack; allergen lines truncated",
     "Resealable pouch, gluten free, Plain and bug snack"),
    # r18-14 telephone
    (53, "r18-14", "shopify", "professional", 4,
     "Colour options split into orphan bullets; synonym bullets; otherwise faithful with negations intact",
     "• Red & green"),
    (54, "r18-14", "aliexpress", "luxury", 2,
     "False colour claim: the ivory phone is said to be black",
     "Above all, it is also black."),
    (55, "r18-14", "target", "technical", 3,
     "Colour variants filed as the item's characteristics ('also black') - misleading for an ivory listing",
     "Characteristics: also black"),
    (56, "r18-14", "facebook", "casual", 4,
     "Readable and faithful on what it doesn't do; colour options broken into orphan bullets",
     "• Also black"),
    # r18-15 enamel sign
    (57, "r18-15", "woocommerce", "luxury", 5,
     "Faithful with story; rust listed among selling 'details'; luxury voice only in 'At heart'",
     "double sided w/ hanging flange as well as some rust on flange"),
    (58, "r18-15", "magento", "technical", 6,
     "Sound: honest condition first, proper dimensions and weight, provenance kept; 'petroliana' as a feature",
     "Reported condition: chips to edges & around fixing holes; sold as seen."),
    (59, "r18-15", "bigcommerce", "casual", 6,
     "Sound and honest with the seller's story; templated rundown of synonyms",
     "Good to know: genuine 1950s original (NOT a repro); see photos as they form part of the description."),
    (60, "r18-15", "generic", "professional", 5,
     "Faithful, but the opener is clumsy SEO-speak",
     "Shoppers looking for a vintage enamel sign will find it in the Original 1950s Shell Motor Oil Enamel Sign."),
    # r18-16 certified translation
    (61, "r18-16", "etsy", "professional", 4,
     "Garbled opener; 'Passport' as a standalone feature; junk tag 'englishes'; guarantee kept",
     "The Certified Translation Polish to English is a Polish > English."),
    (62, "r18-16", "amazon", "luxury", 3,
     "Garbled bullets; free re-correction guarantee and 3,000-document record dropped without reason; GBP/£ mismatch",
     "THE DETAILS: It is accepted for visa."),
    (63, "r18-16", "walmart", "technical", 3,
     "GDPR compliance labelled a certification; 'Type: a Polish > English'; guarantee dropped",
     "Certifications: confidential & GDPR compliant"),
    (64, "r18-16", "ebay", "casual", 4,
     "Garbled opener and subtitle; content intact including the guarantee",
     "Meet the Certified Translation Polish to English: a Polish > English."),
    # r18-17 voice over
    (65, "r18-17", "shopify", "professional", 5,
     "Faithful, studio story kept, limits clear; synonym bullets and flat frame",
     "Here is the Professional American Male Voice Over, which is up to 150 words (additional words $0.20 each)."),
    (66, "r18-17", "aliexpress", "luxury", 4,
     "Studio/microphone story dropped without reason; synonyms run together as 'detail'",
     "In the detail: voiceover, voice actor, VO recording as well as broadcast quality WAV 48kHz/24-bit + MP3."),
    (67, "r18-17", "target", "technical", 4,
     "Technical listing drops the one technical selling fact (Neumann TLM 103, treated studio); synonyms as features",
     "Additional features: voiceover"),
    (68, "r18-17", "facebook", "casual", 5,
     "Faithful with the seller's voice; awkward 'It's up to 150 words' opener",
     "It's up to 150 words (additional words $0.20 each)."),
    # r18-18 flight sim scenery
    (69, "r18-18", "woocommerce", "luxury", 3,
     "Headline features recast as uses; the add-on is called 'a Cornwall airport'",
     "It is well suited for hangars & grass runways and for accurate taxi signs & PBR textures."),
    (70, "r18-18", "magento", "technical", 3,
     "'Use case' holds the modelled features; compatibility split across fields",
     "Use case: for hangars & grass runways and for accurate taxi signs & PBR textures."),
    (71, "r18-18", "bigcommerce", "casual", 3,
     "Features recast as things you 'use it for'",
     "You can use it for hangars & grass runways"),
    (72, "r18-18", "generic", "professional", 3,
     "Features recast as purpose; the add-on 'is a Cornwall airport'",
     "It is made for hangars & grass runways"),
    # r18-19 pigeon basket
    (73, "r18-19", "etsy", "professional", 5,
     "Faithful with strong maker story; one broken sentence; 'Also searched as' filler",
     "Please note that the canvas cover NOT included - is sold separately."),
    (74, "r18-19", "amazon", "luxury", 4,
     "Somerset maker / 40 years story dropped without reason, leaving an unsupported claim; 'It offers leather straps'",
     "Much stronger than the plastic crates and the birds travel calmer in them."),
    (75, "r18-19", "walmart", "technical", 4,
     "Good spec block, but the maker provenance is dropped and the not-included line is broken",
     "Scope of delivery: the canvas cover NOT included - is sold separately."),
    (76, "r18-19", "ebay", "casual", 5,
     "Faithful, story intact, courier-only kept; one broken sentence",
     "Heads up: the canvas cover NOT included - is sold separately."),
    # r18-20 judo gi
    (77, "r18-20", "shopify", "professional", 5,
     "Faithful (shrinkage, care, NOT IJF kept); four synonym bullets as filler",
     "• Judo kimono"),
    (78, "r18-20", "aliexpress", "luxury", 4,
     "Synonyms run together as the product's 'details'; no luxury register",
     "Its details in brief: judo gi, judogi, judo kimono as well as martial arts uniform."),
    (79, "r18-20", "target", "technical", 4,
     "Features filed as 'Parts'; synonyms as 'Additional features'",
     "Parts: reinforced knees & collar."),
    (80, "r18-20", "facebook", "casual", 5,
     "Faithful and clear; synonym bullets pad the rundown",
     "It's made of single weave 450gsm cotton, with reinforced knees & collar."),
    # r18-21 mushroom kit
    (81, "r18-21", "woocommerce", "luxury", 4,
     "Orphan fragment for temperature; other kits run into the details; seller's 'cut an X' altered to 'cut a X'",
     "For the record: 60-80°F."),
    (82, "r18-21", "magento", "technical", 3,
     "'Parts: 2-3 flushes'; other kits listed as specifications of this kit",
     "Parts: 2-3 flushes."),
    (83, "r18-21", "bigcommerce", "casual", 3,
     "Other kits appear as a rundown bullet of this kit",
     "• Blue Oyster & Chestnut"),
    (84, "r18-21", "generic", "professional", 3,
     "Other kits appear as a detail of this kit; farm story tacked onto shipping",
     "• Blue Oyster & Chestnut"),
    # r18-22 sauna stones
    (85, "r18-22", "etsy", "professional", 2,
     "'Wood' (from 'wood burning') listed as a detail and as tags for stone; heater list split",
     "wood sauna stones"),
    (86, "r18-22", "amazon", "luxury", 2,
     "False material claim in the first bullet",
     "MATERIALS: They are fashioned from wood."),
    (87, "r18-22", "walmart", "technical", 2,
     "False build material in the spec block and key features",
     "Build material: wood"),
    (88, "r18-22", "ebay", "casual", 2,
     "'Wood' as a feature of stones; title truncated to 'For Electric & Wood'",
     "• Wood"),
    # r18-23 skeleton
    (89, "r18-23", "shopify", "professional", 5,
     "Faithful; safety block intact; uses listed as details",
     "• Nursing & physio students"),
    (90, "r18-23", "aliexpress", "luxury", 4,
     "Assembly note, audiences and Halloween run together in one garbled list",
     "some assembly required (legs & arms attach), nursing & physio students, chiropractor office as well as Halloween decor"),
    (91, "r18-23", "target", "technical", 4,
     "Specifications padded with synonyms and audiences",
     "Additional features: anatomical skeleton"),
    (92, "r18-23", "facebook", "casual", 5,
     "Faithful and readable; audiences as bullets",
     "a human anatomy model with 206 bones, plus a rolling 5 wheel stand."),
    # r18-24 geocache tubes
    (93, "r18-24", "woocommerce", "luxury", 4,
     "Faithful incl. not-fully-waterproof caveat and safety; cross-sell run into details; no luxury voice",
     "In addition: also sell ammo cans as well as fake bolts & magnetic nanos."),
    (94, "r18-24", "magento", "technical", 2,
     "Other products (fake bolts, magnetic nanos) listed as a specification of this pack",
     "• Fake bolts & magnetic nanos"),
    (95, "r18-24", "bigcommerce", "casual", 2,
     "Rundown implies fake bolts & magnetic nanos are in the pack",
     "• Fake bolts & magnetic nanos"),
    (96, "r18-24", "generic", "professional", 2,
     "Details list implies fake bolts & magnetic nanos are included",
     "• Fake bolts & magnetic nanos"),
    # r18-25 food boxes
    (97, "r18-25", "etsy", "professional", 2,
     "Standalone 'No.1' bullet in a No.8 listing (wrong size implied); junk tags 'other listings', 'paper large'",
     "• No.1"),
    (98, "r18-25", "amazon", "luxury", 2,
     "Bullet claims No.8 'as well as No.1'; searchTerms junk ('larges')",
     "FINER POINTS: Salad boxes, No.8 large 1400ml approx 197 x 140 x 48mm as well as No.1."),
    (99, "r18-25", "walmart", "technical", 2,
     "Key feature 'No.1' contradicts the No.8 product; synonyms as key features",
     "• No.1"),
    (100, "r18-25", "ebay", "casual", 2,
     "Rundown lists 'No.1' as if included; title drops grease resistant/folding lid",
     "• No.1"),
]


def load_sections(path):
    text = open(path, encoding="utf-8").read()
    hdr = re.compile(r"^## #(\d+) (\S+) · (\S+) · (\S+)[ \t]*$", re.M)
    ms = list(hdr.finditer(text))
    secs = {}
    for i, m in enumerate(ms):
        end = ms[i + 1].start() if i + 1 < len(ms) else len(text)
        secs[int(m.group(1))] = (m.group(2), m.group(3), m.group(4), text[m.start():end])
    return secs


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    secs = load_sections(os.path.join(here, "listings.md"))
    scores = [r[4] for r in R]
    n = len(scores)
    print(f"count: {n}")
    print(f"mean: {statistics.mean(scores):.2f}")
    print(f"median: {statistics.median(scores)}")
    print(f"share >=8: {sum(s >= 8 for s in scores) / n:.0%}")
    print(f"share >=6: {sum(s >= 6 for s in scores) / n:.0%}")
    print(f"share <=2: {sum(s <= 2 for s in scores) / n:.0%}")
    print("histogram:")
    for v in range(1, 11):
        c = scores.count(v)
        print(f"  {v:2d} | {'#' * c} {c}")
    for label, idx in (("tone", 3), ("platform", 2)):
        groups = defaultdict(list)
        for r in R:
            groups[r[idx]].append(r[4])
        print(f"mean by {label}:")
        for k in sorted(groups, key=lambda k: (-statistics.mean(groups[k]), k)):
            print(f"  {k:12s} {statistics.mean(groups[k]):.2f} (n={len(groups[k])})")
    prods = defaultdict(list)
    for r in R:
        prods[r[1]].append(r[4])
    print("mean by product:")
    for k in sorted(prods):
        print(f"  {k} {statistics.mean(prods[k]):.2f} {prods[k]}")
    hm = qv = 0
    for r in R:
        no, pid, plat, tone, score, reason, quote = r
        s = secs.get(no)
        if s and s[:3] == (pid, plat, tone):
            hm += 1
        else:
            print(f"HEADER MISMATCH #{no}: {s[:3] if s else None} vs {(pid, plat, tone)}")
        if s and quote in s[3]:
            qv += 1
        else:
            print(f"QUOTE NOT FOUND #{no}: {quote!r}")
        assert 1 <= score <= 10
    assert len({r[0] for r in R}) == 100
    print(f"headers matched: {hm}/{n}")
    print(f"quotes verified verbatim: {qv}/{n}")


if __name__ == "__main__":
    main()
