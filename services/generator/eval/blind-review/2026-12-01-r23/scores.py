#!/usr/bin/env python3
"""Blind review r23: 100 generated listings scored by a senior e-commerce copywriter.
Each row: (no, id, platform, tone, score, reason, verbatim_quote)."""
import os, re, statistics
from collections import defaultdict, Counter

R = [
# r23-01 Shoei NXR2 helmet (used)
(1, "r23-01", "etsy", "professional", 5, "Faithful: condition, never dropped, no crash damage and every NOT incl survive; but a template fact dump, a feature filed as care, and junk Etsy tags ('miles use', 'check fit', 'legal UK').", "miles use, check fit, helmets, legal UK"),
(2, "r23-01", "amazon", "luxury", 5, "Faithful, but 'STATE OF THE PIECE' is a costume, not luxury; the bullets leave out the strongest used-helmet selling points (never dropped, no crash damage, ECE 22.06); fact dump.", "STATE OF THE PIECE: Minor scuffs on chin bar; light wear to cheek pads."),
(3, "r23-01", "walmart", "technical", 5, "Faithful spec dump; the key features open with the flaws ('Minor scuffs on chin bar') rather than ECE 22.06 / never dropped; a feature is filed as care.", "Care instructions: removable washable liner"),
(4, "r23-01", "ebay", "casual", 5, "Reads as casual and keeps every condition and exclusion line, but it is still a keyword list in a frame; a feature is filed as care.", "To keep it looking good: removable washable liner."),
# r23-02 Twin tank fryer
(5, "r23-02", "shopify", "professional", 4, "Safety lines kept (2 separate circuits, never without oil, cool before moving) but the uses 'Takeaway' and 'Food van' are shown as product details; the rust claim is invented; the meta description is a keyword string.", "<ul><li>Takeaway</li><li>Food van</li>"),
(6, "r23-02", "aliexpress", "luxury", 4, "'quiet luxury' on a chip fryer; the uses are listed as details; fact dump. Leaving out pallet delivery is fine.", "The stainless steel is the quiet luxury here"),
(7, "r23-02", "target", "technical", 4, "The use 'takeaway' is labelled as an additional feature in the spec list; the rest is a faithful dump.", "Additional features: takeaway"),
(8, "r23-02", "facebook", "casual", 4, "The rundown opens with 'Takeaway' and 'Food van' as if they were features; the warnings are kept.", "The rundown:\n• Takeaway\n• Food van"),
# r23-03 Grow tent
(9, "r23-03", "woocommerce", "professional", 4, "Crops and synonyms ('Tomatoes', 'Chillies', 'Grow box', 'Hydroponics') listed as product details; an odour warning filed as care.", "To care for it: mild odour when new - air out for 24hrs."),
(10, "r23-03", "bigcommerce", "luxury", 4, "Garbled luxury run-on that lists crops as 'details'; faithful otherwise.", "More details: tomatoes, chillies, herbs as well as seedlings."),
(11, "r23-03", "magento", "technical", 4, "The spec table lists the synonym 'grow box' and crops as 'Additional features'.", "Additional features: grow box"),
(12, "r23-03", "generic", "casual", 4, "The rundown mixes specs with crops and synonyms; 'To keep it looking good' is used for an odour warning.", "To keep it looking good: mild odour when new - air out for 24hrs."),
# r23-04 Bar mixer shower
(13, "r23-04", "etsy", "professional", 3, "The care negation 'no abrasive pads' is cut off from the cleaning instruction and reads as a product fact; the synonyms 'exposed shower valve, bar valve' are presented as things it offers.", "a bar valve and a twin head. No abrasive pads."),
(14, "r23-04", "amazon", "luxury", 3, "The first bullet sells synonyms as components; 'No abrasive pads.' is again a stray product statement, and the care bullet loses it.", "THE DETAILS: It offers an exposed shower valve, a bar valve as well as a twin head."),
(15, "r23-04", "walmart", "technical", 3, "'Parts:' lists synonyms of the product; 'no abrasive pads' becomes a spec note.", "Parts: an exposed shower valve, a bar valve and a twin head. Standards: WRAS approved. Note: no abrasive pads."),
(16, "r23-04", "ebay", "casual", 3, "Inverts the role of a care warning into a product claim: 'It's got no abrasive pads.'", "It's got no abrasive pads."),
# r23-05 Summer truffle
(17, "r23-05", "shopify", "professional", 4, "'Shave over pasta' / 'Risotto' / 'Eggs' and 'Change paper daily' split into spec bullets, cut off from their instructions; no appetite appeal for a luxury food.", "<li>Change paper daily</li><li>Chilled packaging</li>"),
(18, "r23-05", "aliexpress", "luxury", 4, "Garbled run-on ('change paper daily, chilled packaging as well as season May-Aug'); a perishable loses its Mon-Wed dispatch note, which matters to the buyer.", "In addition: change paper daily, chilled packaging as well as season May-Aug."),
(19, "r23-05", "target", "technical", 4, "The Italian name is labelled as an 'additional feature'; serving uses and a storage step are spec bullets.", "Additional features: tartufo nero estivo"),
(20, "r23-05", "facebook", "casual", 4, "Bare list in a casual frame; uses and a storage step appear as features.", "• Change paper daily\n• Chilled packaging"),
# r23-06 Bird calendar
(21, "r23-06", "woocommerce", "professional", 4, "Audiences shown as product details ('Stocking filler', 'Grandad'); the opening hook is the envelope, not the watercolours; the meta description gives no reason to click.", "<li>Stocking filler</li><li>Grandad</li>"),
(22, "r23-06", "bigcommerce", "luxury", 4, "Garbled: 'Also: stocking filler as well as grandad.' The original paintings, the real selling point, are buried.", "Also: stocking filler as well as grandad."),
(23, "r23-06", "magento", "technical", 4, "The spec list ends in 'Stocking filler' / 'Grandad'; the envelope and hanging hole are called 'Parts'.", "Parts: a hanging hole and a board-backed envelope."),
(24, "r23-06", "generic", "casual", 4, "Garbled 'Need a christmas gift and gift for bird lovers?'; the rundown lists 'Grandad' as a feature.", "Need a christmas gift and gift for bird lovers? This is it."),
# r23-07 Spray tan
(25, "r23-07", "etsy", "professional", 5, "The WARNING survives word for word and prominently; faithful but a list; a prep step is shown as a product detail; the NOT-rapid line sits under care.", "Care instructions: store below 20°C, use within 6 months of opening. It is NOT a rapid/express formula."),
(26, "r23-07", "amazon", "luxury", 5, "Good: the WARNING is its own bullet. But the 'NOTHING FROM ANIMALS' hook is not luxury, and the rest is a comma dump.", "NOTHING FROM ANIMALS: Vegan as it is, it contains no animal-derived ingredients."),
(27, "r23-07", "walmart", "technical", 5, "Faithful, WARNING in the key features; a templated spec dump.", "Additional: exfoliate 24hrs before, approx 10-12 full body tans, erythrulose and reduced biscuit smell."),
(28, "r23-07", "ebay", "casual", 5, "Faithful, WARNING kept; casual voice is thin ('So yes').", "It's vegan. So yes, it contains no animal-derived ingredients."),
# r23-08 Baby monitor (used)
(29, "r23-08", "shopify", "professional", 3, "Calls the monitor 'a 2.8 inch colour screen'; the cord strangulation warning is demoted to a feature bullet, not a safety notice.", "is a 2.8 inch colour screen"),
(30, "r23-08", "aliexpress", "luxury", 3, "The strangulation hazard is tucked into a luxury 'Besides:' run among features; wrong product type.", "Besides: cord strangulation hazard - keep all cables at least 1m from the cot."),
(31, "r23-08", "target", "technical", 3, "'Feature: no app and no wifi'; the strangulation hazard sits in the Specifications list.", "Feature: no app and no wifi."),
(32, "r23-08", "facebook", "casual", 3, "Wrong product type and the strangulation warning in 'The rundown' of features.", "Meet the VTech VM3255 Video Baby Monitor 2.8\" Screen (used): a 2.8 inch colour screen."),
# r23-09 Reborn doll
(33, "r23-09", "woocommerce", "professional", 3, "False material: a vinyl / cloth-body doll 'Made of micro rooted mohair' (that is the hair); 'Bereavement', 'Dementia therapy' listed as details; 'intended for realistic newborn' is garbled.", "Made of micro rooted mohair, the Reborn Baby Doll"),
(34, "r23-09", "bigcommerce", "luxury", 3, "Same material error; the small-parts warning is folded into a measurement sentence.", "It contains small parts and glass beads, and it measures 50cm overall."),
(35, "r23-09", "magento", "technical", 2, "The small-parts / glass-beads hazard is labelled 'Performance'; the material is wrong (mohair); the audiences appear in the spec list.", "Performance: it contains small parts and glass beads."),
(36, "r23-09", "generic", "casual", 3, "'a lifelike doll made of micro rooted mohair'; the hazard is an afterthought; the audiences are bullets.", "a lifelike doll made of micro rooted mohair. And it contains small parts and glass beads."),
# r23-10 DDJ-400 (used)
(37, "r23-10", "etsy", "professional", 4, "'a DJ controller with mac & windows' (compatibility as a part); the garbled 'The no box ... are NOT included'; invented tags (charging cable, charger cable) for a USB lead.", "The no box, headphones & laptop are NOT included."),
(38, "r23-10", "amazon", "luxury", 3, "The first bullet is nonsense; 'ITS PURPOSE: It works with virtual DJ' misstates the purpose of a rekordbox controller; the Serato NOT is kept only in the description.", "THE DETAILS: It offers mac & windows."),
(39, "r23-10", "walmart", "technical", 4, "'Parts: mac & windows'; 'Smoke free home' as a key feature; a garbled exclusion line.", "Parts: mac & windows."),
(40, "r23-10", "ebay", "casual", 4, "Same garbled 'no box ... NOT included' and compatibility-as-part; faithful otherwise.", "a DJ controller with mac & windows"),
# r23-11 Titanium labrets
(41, "r23-11", "shopify", "professional", 4, "The piercing placements are listed as product details; 'Flat disc' is cut off from the 'Tops' list; the negations are kept.", "Tops: 3mm ball, cz. Also searched as: lip stud."),
(42, "r23-11", "aliexpress", "luxury", 3, "Gauge misread as weight: 'They weigh in at 16g' is a false spec.", "They weigh in at 16g (1.2mm)."),
(43, "r23-11", "target", "technical", 3, "The spec table states 'Item weight: 16g (1.2mm)'; placements are shown as 'Additional features'.", "Item weight: 16g (1.2mm)"),
(44, "r23-11", "facebook", "casual", 4, "The rundown is a list of piercing placements plus 'Flat disc'; the exclusions are kept.", "• Conch\n• Cartilage earring\n• Flat disc"),
# r23-12 Domain name
(45, "r23-12", "woocommerce", "professional", 3, "'offers considered' (open to offers) garbled into 'It offers considered.'; the domain CosyCabinStays.co.uk is never named in the body; uses shown as details.", "It offers considered."),
(46, "r23-12", "bigcommerce", "luxury", 3, "Same garble; 'Above all' leads on generic traits; uses listed as 'details'.", "Above all, the Premium Domain Name is short, memorable, registered with Nominet and renewed to 2027. It offers considered."),
(47, "r23-12", "magento", "technical", 3, "'Performance: it offers considered.'; uses filed as 'Additional features'.", "Performance: it offers considered."),
(48, "r23-12", "generic", "casual", 3, "'And it offers considered.' — the offers term is lost; the domain itself is never stated in the copy.", "And it offers considered."),
# r23-13 Sawyer Squeeze
(49, "r23-13", "etsy", "professional", 1, "Safety negation broken: 'does NOT remove ... chemicals, heavy metals or salt' becomes a 'Chemicals' feature bullet and tag plus an orphan 'heavy metals or salt'. A buyer may trust it on chemically polluted water.", "Also of note: heavy metals or salt."),
(50, "r23-13", "amazon", "luxury", 1, "The bullets list 'chemicals' among the features and end with an orphan 'Heavy metals or salt.'; the NOT is lost for three of the four contaminants.", "FURTHER DETAILS: 0.1 micron hollow fibre, chemicals, backflush syringe incl as well as inline adapters."),
(51, "r23-13", "walmart", "technical", 1, "The key features show 'Chemicals' and 'Heavy metals or salt' as features; only viruses keep the NOT.", "\"Heavy metals or salt\",\n  \"Does NOT remove viruses\""),
(52, "r23-13", "ebay", "casual", 1, "'Chemicals' in the rundown and 'One more thing: heavy metals or salt.'; the water-safety negation is lost.", "One more thing: heavy metals or salt."),
# r23-14 Belle mixer (used)
(53, "r23-14", "shopify", "professional", 4, "'Condition: sold as seen' (a policy, not a condition); 'Builder', 'DIY' as details; the meta description leads with 'paint worn'.", "is paint worn and comes with a removable stand."),
(54, "r23-14", "aliexpress", "luxury", 3, "Drops COLLECTION ONLY (Coventry) and cash on collection for a 55kg item that is never posted, so buyers will expect delivery; the hook is 'Above all, it is paint worn.'", "Above all, it is paint worn."),
(55, "r23-14", "target", "technical", 3, "Collection-only terms dropped (a real loss); 'Feature: no rust holes'; 'Builder', 'DIY' as spec features.", "Feature: no rust holes."),
(56, "r23-14", "facebook", "casual", 4, "Keeps COLLECTION ONLY and the cash terms; uses listed as features; 'Condition: sold as seen'.", "Current condition: sold as seen."),
# r23-15 Meaco dehumidifier (refurb)
(57, "r23-15", "woocommerce", "professional", 4, "The feature 'laundry mode' is turned into a place of use; the weak hook is the UK plug; the negations are kept.", "for caravan, cold rooms and laundry mode and for the conservatory"),
(58, "r23-15", "bigcommerce", "luxury", 4, "Same 'laundry mode' garble; the 'figures for those who ask' costume; fact dump.", "It is well suited for the garage, for the boat, for caravan, cold rooms and laundry mode"),
(59, "r23-15", "magento", "technical", 4, "'Design features: UK plug'; laundry mode treated as a use case.", "Design features: UK plug"),
(60, "r23-15", "generic", "casual", 4, "'It's great for ... laundry mode'; faithful otherwise.", "It's great for the garage, for the boat, for caravan, cold rooms and laundry mode"),
# r23-16 Kindle (used)
(61, "r23-16", "etsy", "professional", 4, "'It has no cover, cable incl, plug NOT incl.' hides that the cable is included; 'Special offers (...)' is a fragment; shipping shown as a detail; junk tag 'working day'.", "It has no cover, cable incl, plug NOT incl."),
(62, "r23-16", "amazon", "luxury", 4, "The opening bullet sells 'deregistered'; the bullets put dispatch time among product details (not allowed on Amazon); fact dump.", "THE DETAILS: It is deregistered, with an adjustable warm light."),
(63, "r23-16", "walmart", "technical", 4, "'Feature: no cover, cable incl, plug NOT incl.'; 'Further specs: posted within 1 working day'.", "Feature: no cover, cable incl, plug NOT incl."),
(64, "r23-16", "ebay", "casual", 4, "Same ambiguous cable line; the subtitle is a keyword string.", "It's got no cover, cable incl, plug NOT incl."),
# r23-17 Nikon Prostaff P3
(65, "r23-17", "shopify", "professional", 4, "The sun WARNING is kept in a safety block (good), but the uses 'Birdwatching' and 'Bird watching' are duplicate detail bullets and 'Safari' is listed as a spec.", "<li>Birdwatching</li><li>Bird watching</li>"),
(66, "r23-17", "aliexpress", "luxury", 4, "Uses run together as 'details'; the WARNING is kept.", "In the detail: binoculars 8x42, birdwatching, bird watching as well as wildlife."),
(67, "r23-17", "target", "technical", 4, "The spec list includes 'Birdwatching / Bird watching / Wildlife / Safari'.", "Additional features: binoculars 8x42"),
(68, "r23-17", "facebook", "casual", 4, "The rundown is a duplicate keyword list; WARNING kept.", "• Birdwatching\n• Bird watching"),
# r23-18 Cat6 box
(69, "r23-18", "woocommerce", "professional", 5, "The cleanest of the batch: every NOT (CCA, outdoor, patch leads, RJ45) intact and attached correctly; still a tautological opener ('is a cat 6 cable') and a list meta description.", "The Cat6 UTP Ethernet Cable 305m Box is a cat 6 cable."),
(70, "r23-18", "bigcommerce", "luxury", 5, "Faithful; the luxury voice on a 305m cable box is a costume ('Its proportions: 1000ft').", "Its proportions: 1000ft. It weighs in at approx 20kg."),
(71, "r23-18", "magento", "technical", 5, "A faithful spec table; the length is mislabelled 'Overall dimensions'.", "Overall dimensions: 1000ft"),
(72, "r23-18", "generic", "casual", 5, "Faithful, usable, flat.", "Meet the Cat6 UTP Ethernet Cable 305m Box: a cat 6 cable."),
# r23-19 Opinel No.8
(73, "r23-19", "etsy", "professional", 3, "Nonsense hook ('because it has a folding knife'); LOCKING KNIFE demoted to an 'also searched as' synonym; invented 'kitchen knife' tag; 18+ and the UK law line kept.", "folds away for storage, because it has a folding knife"),
(74, "r23-19", "amazon", "luxury", 2, "'18+ ONLY - age verification on delivery' dropped (the side note gives a shipping excuse) from a knife listing; the bullets are nonsense; invented 'kitchen cooking cutlery culinary' search terms.", "STORES SMALL: Graced with a folding knife, it folds away for storage."),
(75, "r23-19", "walmart", "technical", 2, "The 18+ age line is dropped for a lock knife; 'Advantage of this part' is garbled; 'For a picnic' is a key feature.", "Advantage of this part: folds away for storage (folding knife)."),
(76, "r23-19", "ebay", "casual", 3, "18+ and UK law kept, but LOCKING KNIFE is offered as a nickname and the 'A folding knife means it folds away' tautology remains.", "You might know it as: camping knife and virobloc locking ring - LOCKING KNIFE."),
# r23-20 Poker set
(77, "r23-20", "shopify", "professional", 4, "A bare 'Introducing...' opener, then a list mixing parts with occasions ('Stag do', 'Father's day'); the 5 dice are missing from the body; the small-parts line is kept.", "Introducing the 500 Piece Clay Poker Chip Set 14g."),
(78, "r23-20", "aliexpress", "luxury", 3, "False size: a 500-piece cased set 'measures 40mm overall' (that is the chip diameter); occasions run into the specs.", "it measures 40mm overall"),
(79, "r23-20", "target", "technical", 3, "'Overall dimensions: 40mm' is a false spec; 'Design features: poker set'.", "Overall dimensions: 40mm"),
(80, "r23-20", "facebook", "casual", 4, "A keyword rundown with occasions as features; dice missing from the body; safety kept.", "• Stag do\n• Father's day\n• 40mm"),
# r23-21 FRIO wallet
(81, "r23-21", "woocommerce", "professional", 3, "Garbled 'because it has lightweight 60g'; the meta description claims it 'comes with a diabetes travel case ... and a towel dry outer' (synonyms and a care step sold as parts); the medical negations are kept.", "comes with a diabetes travel case, an insulin pen cooling pouch and a towel dry outer."),
(82, "r23-21", "bigcommerce", "luxury", 2, "The opening sentence tells the buyer they get a diabetes travel case, a pouch and a 'towel dry outer', which is false about the contents.", "which is reusable for years with a diabetes travel case, an insulin pen cooling pouch as well as a towel dry outer."),
(83, "r23-21", "magento", "technical", 3, "'Design features: diabetes travel case, insulin pen cooling pouch, towel dry outer' (synonyms and care step as design).", "Design features: diabetes travel case, insulin pen cooling pouch, towel dry outer"),
(84, "r23-21", "generic", "casual", 2, "'it's got a diabetes travel case, an insulin pen cooling pouch, plus a towel dry outer' is a false what's-in-the-box claim on a medical accessory.", "it's got a diabetes travel case, an insulin pen cooling pouch, plus a towel dry outer"),
# r23-22 Magnesium glycinate
(85, "r23-22", "etsy", "professional", 1, "The regulatory disclaimer is inverted: 'not intended to diagnose, treat, cure or prevent' becomes a 'Treat' benefit bullet and tag, the rest is cut to 'not intended to diagnose', and the side note calls the disclaimer a health claim.", "Please note that they are not intended to diagnose."),
(86, "r23-22", "amazon", "luxury", 1, "An Amazon bullet now sells 'tiredness & fatigue as well as treat', a disease-claim risk made out of the seller's disclaimer.", "muscle function, tiredness & fatigue as well as treat."),
(87, "r23-22", "walmart", "technical", 1, "'Treat' is a key feature; the disclaimer is truncated.", "More specs: tiredness & fatigue and treat."),
(88, "r23-22", "ebay", "casual", 1, "The rundown lists 'Treat'; the 'cure or prevent any disease' half of the disclaimer is deleted.", "They're not intended to diagnose."),
# r23-23 Storm Phaze II (used)
(89, "r23-23", "shopify", "professional", 4, "Shipping ('Posted DPD 48 in box', 'Heavy parcel') as product details; otherwise faithful with condition up front.", "<li>Posted DPD 48 in box</li><li>Heavy parcel</li>"),
(90, "r23-23", "aliexpress", "luxury", 4, "'Above all, it is solid.' turns the coverstock type into a boast; DPD posting is kept in the details while collection is dropped.", "Above all, it is solid."),
(91, "r23-23", "target", "technical", 4, "'Function: it can be plugged & redrilled'; shipping as spec bullets.", "Function: it can be plugged & redrilled by pro shop."),
(92, "r23-23", "facebook", "casual", 4, "The rundown mixes specs with shipping; faithful.", "• Posted DPD 48 in box\n• Heavy parcel\n• Solid"),
# r23-24 Solar panel
(93, "r23-24", "woocommerce", "professional", 4, "The charge-controller MUST and the STC caveat are kept (good); the uses 'Motorhome', 'Van conversion', 'Narrowboat' are listed as details; 'good fit for the shed'.", "<li>Motorhome</li><li>Van conversion</li><li>Narrowboat</li>"),
(94, "r23-24", "bigcommerce", "luxury", 4, "'Its standards: IP67 junction box' (a part as a standard); uses run into the specs.", "Its standards: IP67 junction box."),
(95, "r23-24", "magento", "technical", 4, "'Certifications: IP67 junction box'; uses listed as 'Additional features'.", "Certifications: IP67 junction box"),
(96, "r23-24", "generic", "casual", 4, "The rundown mixes specs with places of use; faithful.", "It's great for the shed."),
# r23-25 Fireworks F2
(97, "r23-25", "etsy", "professional", 2, "A firework-code safety rule is filed as 'Store policy: never return to a lit firework'; 'intended for guy fawkes'; the storage safety rule is filed as care; 18+ kept.", "Store policy: never return to a lit firework."),
(98, "r23-25", "amazon", "luxury", 1, "18+ ID check and the delivery restrictions dropped from a fireworks listing; the safety rule is a 'House policy'; 'FOR WHOM: It is intended for guy fawkes.'", "House policy: never return to a lit firework."),
(99, "r23-25", "walmart", "technical", 1, "18+ dropped; 'Seller policy: never return to a lit firework'; 'New year's eve' as a key feature.", "Seller policy: never return to a lit firework."),
(100, "r23-25", "ebay", "casual", 2, "18+ and delivery limits kept, but the firework-code rule is 'Our policy'; 'It's made for guy fawkes.'", "Our policy: never return to a lit firework."),
]

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "listings.md"), encoding="utf-8") as f:
        md = f.read()

    headers = {}
    for m in re.finditer(r"^## #(\d+) (\S+) · (\S+) · (\S+)\s*$", md, re.M):
        headers[int(m.group(1))] = (m.group(2), m.group(3), m.group(4))

    assert len(R) == 100, f"expected 100 rows, got {len(R)}"
    nos = [r[0] for r in R]
    assert len(set(nos)) == 100 and set(nos) == set(range(1, 101)), "rows must be unique 1..100"
    for r in R:
        assert 1 <= r[4] <= 10, f"bad score in row {r[0]}"

    hdr_ok = 0
    q_ok = 0
    for no, pid, plat, tone, score, reason, quote in R:
        h = headers.get(no)
        if h == (pid, plat, tone):
            hdr_ok += 1
        else:
            print(f"HEADER MISMATCH #{no}: row={(pid, plat, tone)} file={h}")
        if quote and quote in md:
            q_ok += 1
        else:
            print(f"QUOTE NOT FOUND #{no}: {quote!r}")

    scores = [r[4] for r in R]
    n = len(scores)
    print(f"count: {n}")
    print(f"mean: {statistics.mean(scores):.2f}")
    print(f"median: {statistics.median(scores)}")
    print(f"share >=8: {sum(s >= 8 for s in scores) / n:.0%}")
    print(f"share >=6: {sum(s >= 6 for s in scores) / n:.0%}")
    print(f"share <=2: {sum(s <= 2 for s in scores) / n:.0%}")
    c = Counter(scores)
    print("histogram:")
    for s in range(1, 11):
        print(f"  {s:2d}: {'#' * c[s]} {c[s]}")

    by_tone = defaultdict(list)
    by_plat = defaultdict(list)
    by_prod = defaultdict(list)
    for no, pid, plat, tone, score, reason, quote in sorted(R):
        by_tone[tone].append(score)
        by_plat[plat].append(score)
        by_prod[pid].append(score)
    print("mean by tone:")
    for k in sorted(by_tone):
        print(f"  {k:13s} {statistics.mean(by_tone[k]):.2f} (n={len(by_tone[k])})")
    print("mean by platform:")
    for k in sorted(by_plat, key=lambda k: (-statistics.mean(by_plat[k]), k)):
        print(f"  {k:12s} {statistics.mean(by_plat[k]):.2f} (n={len(by_plat[k])})")
    print("mean by product (scores in listing order):")
    for k in sorted(by_prod):
        print(f"  {k} {statistics.mean(by_prod[k]):.2f}  {by_prod[k]}")
    print(f"headers matched: {hdr_ok}/100")
    print(f"quotes verified verbatim: {q_ok}/100")

if __name__ == "__main__":
    main()
