#!/usr/bin/env python3
"""Blind review r20: 100 generated listings scored 1-10, capped by worst defect.
Each tuple: (no, id, platform, tone, score, reason, verbatim_quote).
The script checks every header exists in listings.md and every quote occurs
verbatim inside that listing's own section, then prints the figures."""
import os, re, statistics
from collections import defaultdict

R = [
# r20-01 Steel front horseshoes
(1, "r20-01", "etsy", "professional", 4, "Feature recast as product type ('are a toe clip'); filler labels ('Further information:'); tags waste slots on 'size chart in photos', 'unbranded' and duplicate 'Toe Clipped'/'toe clip'; warnings intact", "Made of mild steel, the Steel Front Horseshoes Size 1 are a toe clip."),
(2, "r20-01", "amazon", "luxury", 3, "Search terms invent synonyms ('footwear foot wear footgear'); five thin bullets ('HOW IT COMES: 10 pairs.'), concave/fullered only in title; 'are a toe clip' again; luxury gloss on a farrier trade pack", "horseshoe footwear foot wear footgear"),
(3, "r20-01", "walmart", "technical", 3, "Spec block classifies the product as a toe clip ('Type: a toe clip', 'Product class: toe clip'); 'Parts: E5 nail holes'; label dump, no usable spec table", "Product class: toe clip"),
(4, "r20-01", "ebay", "casual", 4, "'They're a toe clip' wrong role; subtitle wastes space on 'unbranded'; otherwise complete with warning verbatim", "They're a toe clip, made of mild steel."),
# r20-02 Grizzly saddle hackle
(5, "r20-02", "shopify", "professional", 4, "Tautological opener; fly patterns listed as product features; 'Adams' and 'dry flies' lost from body; meta description is a comma list", "With a full saddle skin, the Genetic Cock Saddle Hackle is a cock hackle."),
(6, "r20-02", "aliexpress", "luxury", 4, "Garbled luxury dump: patterns and uses strung as 'details'; 'Above all, it is natural undyed.' is filler; negations kept", "In addition: Parachute Adams, Elk Hair Caddis, palmering as well as fly tying material."),
(7, "r20-02", "target", "technical", 5, "Faithful spec list, negations verbatim; but label misuse ('Additional features: rooster saddle') and patterns as specs", "• Additional features: rooster saddle"),
(8, "r20-02", "facebook", "casual", 5, "Faithful, readable casual dump; patterns as bullets, nothing explains why grizzly saddle suits dry flies", "Meet the Genetic Cock Saddle Hackle: a cock hackle with a full saddle skin."),
# r20-03 Presto gasket
(9, "r20-03", "woocommerce", "professional", 1, "Invented contents: gasket 'comes with' canners and a leaking lid; symptom stated as product fact ('Please note: pressure won't build.'); replacement criteria split into 'Condition: replace if cracked' / 'hard or stretched' on a pressure-safety part", "comes with 16 qt & 23 qt pressure canners and a steam leaking round lid"),
(10, "r20-03", "bigcommerce", "luxury", 1, "Same invented contents in luxury frame; 'A note: pressure won't build.'; 'The overpressure plug NOT included is sold separately' garbled", "comes with 16 qt & 23 qt pressure canners as well as a steam leaking round lid"),
(11, "r20-03", "magento", "technical", 1, "Spec lists canners and a leaking lid as Parts; 'Details: hard or stretched'; meta description advertises 'steam leaking round lid'", "Parts: 16 qt & 23 qt pressure canners and a steam leaking round lid."),
(12, "r20-03", "generic", "casual", 1, "Says the gasket is 'with' canners plus a leaking lid; 'Just so you know: pressure won't build.'; 'To keep it looking good' on a safety seal", "It's made of rubber, with 16 qt & 23 qt pressure canners, plus a steam leaking round lid."),
# r20-04 Calf rennet
(13, "r20-04", "etsy", "professional", 3, "Method turned into a property ('which is dilute in...'); shelf-life line garbled into 'sold separately'; 'cow' split from 'goat or sheep milk'; 8 one-word tags incl. 'cow', 'liquid'", "Please note that the use within 6 months of opening, starter culture & calcium chloride are sold separately."),
(14, "r20-04", "amazon", "luxury", 2, "Backend search terms index a NOT-vegetarian animal rennet under 'vegetarian'; 'ITS PURPOSE: It contains salt & sodium benzoate'; seller's tap-water tip silently cut; use-within line garbled", "cow vegetarian separate listing"),
(15, "r20-04", "walmart", "technical", 3, "Title loses 'Rennet' ('Traditional Animal for Cheesemaking'); 'Function: it contains salt & sodium benzoate'; use-within line garbled", "Liquid Calf Rennet 50ml - Traditional Animal for Cheesemaking - Approx 250L of Milk"),
(16, "r20-04", "ebay", "casual", 3, "Instruction recast as what the product is; use-within line garbled; 'Cow' dangling bullet; story kept", "It's dilute in cool unchlorinated water before adding."),
# r20-05 Remo Ambassador
(17, "r20-05", "shopify", "professional", 5, "Faithful dump; SEO jargon shown to buyer ('Also searched as: top head.'); 'Jazz brushes', 'Letter size box' as features", "Also searched as: top head."),
(18, "r20-05", "aliexpress", "luxury", 4, "Luxury filler leads with packaging ('which is sealed in box. It is, at heart, a snare batter head'); garbled 'In addition: coating wears... as well as letter size box'", "which is sealed in box. It is, at heart, a snare batter head"),
(19, "r20-05", "target", "technical", 5, "Spec list faithful, negations verbatim; '14 inch' as 'Overall dimensions'; 'Jazz brushes' as a spec", "• Overall dimensions: 14 inch"),
(20, "r20-05", "facebook", "casual", 5, "Faithful casual dump; no sentence on why a coated Ambassador sounds warm with brushes", "One more thing: white textured coating (finish, NOT a colour option)."),
# r20-06 AT stylus
(21, "r20-06", "woocommerce", "professional", 6, "Accurate compatibility and all negations; flat, 'Turntable needle' synonym as a detail bullet, meta is a list", "The Audio-Technica ATN-VM95E Replacement Stylus is a genuine stylus with a moving magnet."),
(22, "r20-06", "bigcommerce", "luxury", 5, "Faithful but inverted luxury opener and 'Its details in brief' dump", "Complete with a moving magnet, the Audio-Technica ATN-VM95E Replacement Stylus is a genuine stylus."),
(23, "r20-06", "magento", "technical", 5, "Faithful; label misuse ('Parts: a moving magnet.', 'Additional features: turntable needle')", "Parts: a moving magnet."),
(24, "r20-06", "generic", "casual", 6, "Accurate, clear casual; flat rundown list", "Meet the Audio-Technica ATN-VM95E Replacement Stylus: a genuine stylus with a moving magnet."),
# r20-07 Kendal mint cake
(25, "r20-07", "etsy", "professional", 4, "Tags include fragment 'White Mixed' and weak one-word tags; 'sugar' lost from ingredients; best-before under 'Care instructions'; story kept", "Care instructions: best before approx 12 months."),
(26, "r20-07", "amazon", "luxury", 4, "Product description mislabelled 'SAFETY:'; diabetic warning absent from bullets; pseudo-plural 'mixeds' in search terms", "SAFETY: NOT a sponge cake - hard mint slab, chocolate coated sold separately (contains MILK & SOYA)."),
(27, "r20-07", "walmart", "technical", 4, "'Parts: 6 bars.'; best-before as a 'Technical specification'; label dump", "Parts: 6 bars."),
(28, "r20-07", "ebay", "casual", 5, "Faithful with full story; subtitle ends weakly on 'and glucose'", "6 bars, gluten free, 3 brown & 3 white and glucose"),
# r20-08 Yerba mate
(29, "r20-08", "shopify", "professional", 5, "Caffeine/pregnancy lines intact; broken grammar in exclusions; 'Argentina', 'Misiones' as bare bullets", "the gourd (mate) & bombilla NOT included - are sold separately"),
(30, "r20-08", "aliexpress", "luxury", 5, "Faithful; 'Above all' filler, same broken exclusion grammar", "Above all, the Yerba Mate Con Palo 1kg is mild & smooth, naturally caffeinated and gluten free."),
(31, "r20-08", "target", "technical", 5, "Faithful; duplicates characteristics; no brewing spec table", "• Characteristics: mild & smooth, naturally caffeinated, gluten free"),
(32, "r20-08", "facebook", "casual", 4, "'To keep it looking good' applied to loose tea; broken exclusion grammar", "To keep it looking good: paper bag - store in airtight tin once opened, best before Dec 2026."),
# r20-09 Lamb colostrum
(33, "r20-09", "woocommerce", "professional", 2, "Describes the product as weak (the seller meant weak lambs); 'cold' lambs lost; meta description starts 'weak'", "Here is the Lamb & Kid Colostrum Supplement 450g, which is weak."),
(34, "r20-09", "bigcommerce", "luxury", 2, "Same false 'which is weak' claim in the opening line and in the meta description", "Consider the Lamb & Kid Colostrum Supplement 450g, which is weak."),
(35, "r20-09", "magento", "technical", 2, "Spec lists 'Properties: weak.'; meta begins 'specifications: weak'", "Properties: weak."),
(36, "r20-09", "generic", "casual", 2, "Second sentence tells the farmer the product is weak", "Here's the Lamb & Kid Colostrum Supplement 450g. It's weak."),
# r20-10 Carnivorous compost
(37, "r20-10", "etsy", "professional", 4, "Title drops 'Sphagnum Peat'; only 12 tags, incl. 'repot in spring', 'small batches'; empty bullet gap; perlite missing from details", "repot in spring, nutrient free, Carnivorous Compost, small batches"),
(38, "r20-10", "amazon", "luxury", 3, "Thin bullets ('THE DETAILS: It is nutrient free.'); garbled 'In addition Also:'; plants served only in title; search terms 'bag arrives damp normal ... composts'; peat reasoning cut", "In addition Also: repot in spring as well as mixed by hand in small batches."),
(39, "r20-10", "walmart", "technical", 4, "Garbled labels ('Item Carnivorous...', 'Additional Further specs:'); bag-arrives-damp as key feature", "Additional Further specs: repot in spring and mixed by hand in small batches."),
(40, "r20-10", "ebay", "casual", 4, "eBay title drops peat and all plant names; tautological subtitle; blank bullet gap", "10 litre, nutrient free and carnivorous plant soil"),
# r20-11 Anki deck
(41, "r20-11", "shopify", "professional", 4, "Features recast as uses ('good fit for ... English meanings and free updates'); furigana/example sentences not in body", "It is a good fit for kana & kanji, English meanings and free updates."),
(42, "r20-11", "aliexpress", "luxury", 4, "Same wrong-role sentence; filler ('Quite simply')", "It is meant for kana & kanji, English meanings and free updates"),
(43, "r20-11", "target", "technical", 4, "'Use case' holds features; 'Scope of delivery: the pitch accent is NOT included' odd", "Use case: for kana & kanji, English meanings and free updates."),
(44, "r20-11", "facebook", "casual", 4, "'You can use it for ... free updates' wrong role", "You can use it for kana & kanji, English meanings and free updates."),
# r20-12 VHS transfer
(45, "r20-12", "woocommerce", "professional", 3, "Opens with garbled 'which is snapped tape spliced free'; 'Betacam NOT accepted, PAL & NTSC' puts accepted standards inside a negation; meta starts with the garble", "Here is the VHS to Digital Transfer Service, which is snapped tape spliced free."),
(46, "r20-12", "bigcommerce", "luxury", 3, "Same garbled opener and PAL/NTSC negation scope error", "Consider the VHS to Digital Transfer Service, which is snapped tape spliced free."),
(47, "r20-12", "magento", "technical", 3, "'Properties: snapped tape spliced free.'; PAL & NTSC reads as not accepted", "Properties: snapped tape spliced free."),
(48, "r20-12", "generic", "casual", 3, "'It's snapped tape spliced free.'; PAL/NTSC negation scope error", "It's snapped tape spliced free."),
# r20-13 Stanley No. 4
(49, "r20-13", "etsy", "professional", 3, "Iron width and logo given as the material; tags omit Stanley/Sweetheart/vintage and include fragment '4 Smoothing Plane'; story kept", 'Made of 2" iron and Sweetheart logo on iron, the Vintage Stanley No. 4 Smoothing Plane is a bench plane.'),
(50, "r20-13", "amazon", "luxury", 3, "'MATERIALS' bullet is wrong; search terms 'model number not size count'; story cut to one sentence", 'MATERIALS: It is fashioned from 2" iron and Sweetheart logo on iron.'),
(51, "r20-13", "walmart", "technical", 3, "Spec table 'Build material' wrong; 'Components: a Bailey pattern.'; 'woodworking and hand tools' as features", 'Build material: 2" iron, Sweetheart logo on iron'),
(52, "r20-13", "ebay", "casual", 3, "'made of 2\" iron and Sweetheart logo' wrong material; otherwise honest condition and full story", 'It\'s a bench plane, made of 2" iron and Sweetheart logo on iron.'),
# r20-14 OS map
(53, "r20-14", "shopify", "professional", 5, "Honest condition and full story; 'Framing' and place names as bare bullets; 'It makes a gift' flat", "It makes a gift for fell walkers."),
(54, "r20-14", "aliexpress", "luxury", 4, "Father sentence silently dropped so 'I haven't rubbed it out' has no referent; 'framing' as a detail", "More details: pencil route marked on Helvellyn, 1 fold split approx 2cm as well as framing."),
(55, "r20-14", "target", "technical", 4, "'Parts: an original card cover.'; same dangling story fragment", "Parts: an original card cover."),
(56, "r20-14", "facebook", "casual", 5, "Full story, honest condition; bare bullets", "It's a great gift for fell walkers."),
# r20-15 Wago
(57, "r20-15", "woocommerce", "professional", 3, "Cable sizes presented as product variants; 32A 450V absent from body; uses as features; warnings intact", "They are available in 1mm and 1.5mm."),
(58, "r20-15", "bigcommerce", "luxury", 3, "'Offered in 1mm and 1.5mm' false variants; luxury filler on an electrical consumable", "Offered in 1mm and 1.5mm."),
(59, "r20-15", "magento", "technical", 3, "Spec line 'Available variants' invented from cable sizes", "• Available variants: 1mm, 1.5mm"),
(60, "r20-15", "generic", "casual", 3, "'You can get them in 1mm and 1.5mm' false variants", "You can get them in 1mm and 1.5mm."),
# r20-16 Slot car guides
(61, "r20-16", "etsy", "professional", 3, "Only 10 tags, incl. 'Most', 'braid', 'best contact', 'letterbox post'; tips and postage as product details", "Standard Guide, Slot Car Spares, guide blade, slot car, guide keel, pre-fitted braids, letterbox post, best contact, braid, Most"),
(62, "r20-16", "amazon", "luxury", 3, "Search terms index 'hair braid' from a negation; bullets mix care tips and postage into 'FURTHER DETAILS'", "copper pickup not hair braid"),
(63, "r20-16", "walmart", "technical", 3, "Title garbled ('Standard Fits Most'); key features include 'Dirty track causes stuttering too', 'Letterbox post'", "Replacement Guide Blades w/ Braids x10 - Standard Fits Most 1:32 Scalextric Cars - Slot Car Spares"),
(64, "r20-16", "ebay", "casual", 3, "eBay title cut before 'Scalextric', ending 'Fits Most 1:32'; subtitle thin", "Replacement Guide Blades w/ Braids x10 - Standard Guide, Fits Most 1:32"),
# r20-17 Baader solar film
(65, "r20-17", "shopify", "professional", 1, "Invents a ready-made filter ('comes with a make your own solar filter'); pre-use pinhole check split from WARNING and relabelled 'Condition'; 'supervise children' demoted to 'Also of note'", "comes with a make your own solar filter. Condition: check for pinholes & scratches before every use."),
(66, "r20-17", "aliexpress", "luxury", 1, "Same invented filter and safety check as 'Its condition'", "with a make your own solar filter. Its condition: check for pinholes & scratches before every use."),
(67, "r20-17", "target", "technical", 1, "Safety check rendered as 'Reported condition'; invented filter", "Reported condition: check for pinholes & scratches before every use."),
(68, "r20-17", "facebook", "casual", 1, "'You'll find a make your own solar filter on it.'; safety check as 'The condition'", "You'll find a make your own solar filter on it."),
# r20-18 Ferrules
(69, "r20-18", "woocommerce", "professional", 4, "Synonym as a part ('With a rubber foot'); instructions dumped after 'Further information:'; otherwise complete", "With a rubber foot, the Rubber Walking Stick Ferrules 19mm are indoor & outdoor."),
(70, "r20-18", "bigcommerce", "luxury", 4, "Synonym as a part; 'In the detail' dump", "which are indoor & outdoor with a rubber foot"),
(71, "r20-18", "magento", "technical", 4, "'Design features: rubber foot', 'Additional features: cane tip' are synonyms", "• Design features: rubber foot"),
(72, "r20-18", "generic", "casual", 4, "'They've got a rubber foot'; 'Here's the ... Ferrules' agreement", "They've got a rubber foot, and they're indoor & outdoor."),
# r20-19 Timothy hay
(73, "r20-19", "etsy", "professional", 3, "Feeding advice merged into the hay-fever WARNING; tags 'other listings', 'hays'; template opener; species only in title", "grown in Wiltshire, other listings, hays"),
(74, "r20-19", "amazon", "luxury", 3, "'SAFETY:' bullet holds a natural-content note plus merged feeding advice; search terms 'other listings ... hays'", "SAFETY: Natural - may contain seed heads, thistle or sticks."),
(75, "r20-19", "walmart", "technical", 4, "Merged warning; 'Bigger bales in other listings' as key feature", "• Bigger bales in other listings"),
(76, "r20-19", "ebay", "casual", 4, "Merged warning; rabbits absent from body; serviceable subtitle", "Grass hay, unlimited feeding and approx 80% of diet"),
# r20-20 Tubeless sealant
(77, "r20-20", "shopify", "professional", 6, "Latex WARNING verbatim in a safety block, dosing per tyre kept; templated opener, list-style meta", "Shoppers looking for a tubeless sealant will find it in the Tubeless Tyre Sealant 500ml."),
(78, "r20-20", "aliexpress", "luxury", 5, "Faithful but luxury filler ('It is, at heart') and dosage buried in a run-on", "It is, at heart, a tubeless sealant"),
(79, "r20-20", "target", "technical", 6, "Good functional spec sentence and safety block; 'Additional features: 500ml bottle' label misuse", "• Build material: latex"),
(80, "r20-20", "facebook", "casual", 6, "Clear casual, all warnings verbatim; flat", "Meet the Tubeless Tyre Sealant 500ml: a tubeless sealant."),
# r20-21 Mezuzah case
(81, "r20-21", "woocommerce", "professional", 4, "Synonyms 'Cover', 'Mezuza' as detail bullets; 'sold as a bar mitzvah gift'; embellished 'no wrapping needed'", "It is sold as a bar mitzvah gift."),
(82, "r20-21", "bigcommerce", "luxury", 4, "Synonym 'cover' as a part; gift box leads ahead of scroll fit", "Among the details of the Brushed Pewter Mezuzah Case 12cm w/ Hebrew Shin: a cover as well as a rubber back cap."),
(83, "r20-21", "magento", "technical", 4, "'Advantage of this part' gift-box boilerplate; 'Design features: cover'", "Advantage of this part: comes ready to give, with no wrapping needed (gift box)."),
(84, "r20-21", "generic", "casual", 4, "'You'll find a cover ... on it' synonym as part", "You'll find a cover, plus a rubber back cap on it."),
# r20-22 Copper foil
(85, "r20-22", "etsy", "professional", 2, "A use shown as contents ('comes with lamps'); copper foil never named as the material in body; tags 'lamps tape', 'stop tarnish', 'tapes'", 'The Venture Tape 7/32" Copper Foil Tape comes with lamps.'),
(86, "r20-22", "amazon", "luxury", 2, "False material bullet (stained glass) and 'It offers lamps.'; search terms 'my other listings ... not'", "MATERIALS: It is fashioned from stained glass."),
(87, "r20-22", "walmart", "technical", 2, "Spec 'Build material: stained glass'; 'with lamps'", "Build material: stained glass"),
(88, "r20-22", "ebay", "casual", 2, "'You'll find lamps on it.'; subtitle 'lamps'", "You'll find lamps on it."),
# r20-23 Sash cord
(89, "r20-23", "shopify", "professional", 1, "Sash weights split off the NOT-included list and shown as a detail bullet; invented waxed-jacket claim 'sheds light rain and softens into creases'", "Please note that pulleys, clout nails & staples are NOT included."),
(90, "r20-23", "aliexpress", "luxury", 1, "Sash weights listed as a detail; exclusion drops them; invented rain-shedding claim; 'with a sash window cord'", "enough for approx 4 windows (4 cords per window) as well as sash weights"),
(91, "r20-23", "target", "technical", 1, "Scope of delivery omits sash weights, which appear as a spec; invented 'Advantage of the material'", "Scope of delivery: pulleys, clout nails & staples are NOT included."),
(92, "r20-23", "facebook", "casual", 1, "Sash weights lose NOT included; 'it's got a sash window cord'; invented rain claim", "Heads up: pulleys, clout nails & staples are NOT included."),
# r20-24 Elk Master tips
(93, "r20-24", "woocommerce", "professional", 4, "Use shown as content ('Snooker cue' bullet), brand annotation and 'UK seller' as features; English pool and glue-on only in title", "• Snooker cue"),
(94, "r20-24", "bigcommerce", "luxury", 4, "Same wrong-role dump in luxury connectives", "In the detail: Elkmaster (brand name), snooker cue, medium hardness as well as shape & scuff before chalking."),
(95, "r20-24", "magento", "technical", 4, "'Additional features: Elkmaster (brand name)'; cue as spec", "• Additional features: Elkmaster (brand name)"),
(96, "r20-24", "generic", "casual", 4, "Wrong-role bullets ('Snooker cue', 'UK seller'); thin", "• UK seller"),
# r20-25 Points & condenser
(97, "r20-25", "etsy", "professional", 3, "Fitment shown as kit contents ('Lucas 25D4 distributor', bare '998'); Morris Minor not in body; tags 'stamped on body', 'kits'", "classic car spares, points, stamped on body, kits"),
(98, "r20-25", "amazon", "luxury", 3, "Bullets read as contents (condenser, distributor, Classic Mini); gap/dwell absent from bullets; junk search terms", "FURTHER DETAILS: Condenser (capacitor), Lucas 25D4 distributor as well as Classic Mini 848."),
(99, "r20-25", "walmart", "technical", 3, "'Feature list' mixes distributor and engine sizes with the condenser; bare '998' key feature", "Feature list: Lucas 25D4 distributor, Classic Mini 848, 998 and condenser (capacitor)."),
(100, "r20-25", "ebay", "casual", 3, "Subtitle ends on bare '998'; distributor listed in rundown as if included; story kept", "Ignition tune up kit, condenser (capacitor) and 998"),
]

HERE = os.path.dirname(os.path.abspath(__file__))
text = open(os.path.join(HERE, "listings.md"), encoding="utf-8").read()
sections = {}
for part in re.split(r"(?m)^(?=## #\d+ )", text):
    m = re.match(r"## #(\d+) ", part)
    if m:
        sections[int(m.group(1))] = part

hdr_ok = quote_ok = 0
for no, pid, plat, tone, score, reason, quote in R:
    header = f"## #{no} {pid} · {plat} · {tone}"
    sec = sections.get(no, "")
    if sec.splitlines() and sec.splitlines()[0] == header:
        hdr_ok += 1
    else:
        print("HEADER MISMATCH:", header)
    if quote and quote in sec:
        quote_ok += 1
    else:
        print("QUOTE NOT FOUND in #%d: %r" % (no, quote))

scores = [r[4] for r in R]
n = len(scores)
print(f"count: {n}")
print(f"mean: {statistics.mean(scores):.2f}")
print(f"median: {statistics.median(scores)}")
print(f"share >=8: {sum(s >= 8 for s in scores)/n:.0%}")
print(f"share >=6: {sum(s >= 6 for s in scores)/n:.0%}")
print(f"share <=2: {sum(s <= 2 for s in scores)/n:.0%}")
print("histogram:")
for k in range(1, 11):
    c = sum(s == k for s in scores)
    print(f"  {k:2d} | {'#'*c} {c}")
def by(idx, label):
    d = defaultdict(list)
    for r in R:
        d[r[idx]].append(r[4])
    print(f"mean by {label}:")
    for k in sorted(d, key=lambda k: (-statistics.mean(d[k]), k)):
        print(f"  {k:12s} {statistics.mean(d[k]):.2f}  (n={len(d[k])})")
by(3, "tone")
by(2, "platform")
d = defaultdict(list)
for r in R:
    d[r[1]].append(r[4])
print("mean by product id (4 scores):")
for k in sorted(d):
    print(f"  {k}  {statistics.mean(d[k]):.2f}  {d[k]}")
print(f"headers matched: {hdr_ok}/{n}")
print(f"quotes verified verbatim: {quote_ok}/{n}")
