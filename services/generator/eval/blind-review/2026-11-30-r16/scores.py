#!/usr/bin/env python3
"""Blind review r16: 100 listings for 25 sellers. Scores 1-10, capped by worst defect.

Run: python3 scores.py   (prints figures and verifies every quote verbatim in listings.md)
"""
import os
import re
import statistics
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))

# Products whose seller typed a "details" text (their own description)
WITH_DETAILS = {"r16-01", "r16-03", "r16-06", "r16-07", "r16-08",
                "r16-10", "r16-12", "r16-16", "r16-18", "r16-23"}

# (listing no, product id, platform, tone, score, reason, verbatim quote from listings.md)
R = [
    # r16-01 forklift seat
    (1, "r16-01", "etsy", "professional", 4,
     "Fact dump in a template frame; tags padded with junk like 'Yale switch'/'Clark switch'; keyword fragments read as a sentence",
     "Additionally: also suits tractors, dumpers, ride on mowers and seat height approx 47cm."),
    (2, "r16-01", "amazon", "luxury", 4,
     "'Luxury' is connector words; bullet spent on the VAT invoice, bolt-pattern check (main return cause) missing from bullets; seller's first sentence dropped",
     "PRESENTED WITH: It arrives with VAT invoice."),
    (3, "r16-01", "walmart", "technical", 4,
     "Key features split one list into fragments ('Dumpers', 'Ride on mowers'); tech spec table is a single empty line",
     "Product class: replacement operator seat"),
    (4, "r16-01", "ebay", "casual", 5,
     "Faithful, keeps the seller's bolt-hole warning near the top; still a fact dump, weak subtitle",
     "Replacement operator seat and black PVC vinyl"),
    # r16-02 sprouting seeds
    (5, "r16-02", "shopify", "professional", 3,
     "Safety warning has the shipping perk glued on; bullets are use-case words ('Raw food', 'Salads'); backwards vegan logic",
     "contains no animal-derived ingredients, because it is vegan"),
    (6, "r16-02", "aliexpress", "luxury", 3,
     "Vulnerable-groups warning ends with a postage offer; seller is told the warning was left out though it is printed",
     "weakened immune system, free UK postage"),
    (7, "r16-02", "target", "technical", 3,
     "Same damaged warning; 'Further features: salads, sandwiches...' in a spec frame",
     "Further features: salads, sandwiches, wraps and stir fries."),
    (8, "r16-02", "facebook", "casual", 3,
     "Same damaged warning; 'good stuff' list mixes 'raw food' in as a feature",
     "batch tested for salmonella & E.coli, resealable kraft pouch, plus raw food"),
    # r16-03 bubble tea kit
    (9, "r16-03", "woocommerce", "luxury", 3,
     "Dietary 'NOT vegan' garbled into the not-included line; leads on gluten free rather than the drink",
     "the NOT vegan, cups & shaker are NOT included"),
    (10, "r16-03", "magento", "technical", 3,
     "Same garbled NOT-vegan line; a bullet mixes instructions with occasions",
     "Just add milk & ice, sleepovers, date night, eat pearls within 4 hrs of cooking"),
    (11, "r16-03", "bigcommerce", "casual", 3,
     "Same garble; 'Sleepovers'/'Date night' listed as kit contents in the rundown",
     "Heads up: the NOT vegan, cups & shaker are NOT included."),
    (12, "r16-03", "generic", "professional", 3,
     "Same garble; seller told BBE was left out but it is printed",
     "Please note that the NOT vegan, cups & shaker are NOT included."),
    # r16-04 lash trays
    (13, "r16-04", "etsy", "professional", 2,
     "Adhesive silently dropped from the NOT-included list; warning line carries a bulk discount and returns policy",
     "Primer & tweezers are NOT included."),
    (14, "r16-04", "amazon", "luxury", 2,
     "Adhesive NOT included lost; SAFETY bullet mixes in a bulk discount; 'cruelty free' given a whole bullet",
     "store away from heat & direct sunlight, bulk discount 5+ trays, hygiene item - non-returnable once opened."),
    (15, "r16-04", "walmart", "technical", 2,
     "Adhesive NOT included lost; patch-test instruction sits among key features",
     "Note: NOT strip lashes. NOT for DIY home application. Primer & tweezers are NOT included."),
    (16, "r16-04", "ebay", "casual", 2,
     "Adhesive NOT included lost; warning contaminated by offers",
     "Heads up: it's NOT strip lashes. It's NOT for DIY home application. Primer & tweezers are NOT included."),
    # r16-05 dash cam
    (17, "r16-05", "shopify", "professional", 4,
     "Synonym keyword treated as a component; broken grammar in the parking-mode caveat; warning glued to a use case",
     "is a dual dash cam with a car camera"),
    (18, "r16-05", "aliexpress", "luxury", 4,
     "Garbled caveats; 'for insurance claims & evidence' tacked onto the waterproofing warning",
     "Kindly note that the parking mode requires hardwire kit - is sold separately."),
    (19, "r16-05", "target", "technical", 4,
     "Parking-mode caveat filed under 'Scope of delivery'; fragments as specs",
     "Scope of delivery: the parking mode requires hardwire kit - is sold separately."),
    (20, "r16-05", "facebook", "casual", 4,
     "Same garbles; 'it's got a car camera'",
     "It's a dual dash cam, and it's got a car camera"),
    # r16-06 BMW wheel
    (21, "r16-06", "woocommerce", "luxury", 4,
     "Opens on the lacquer defect; honest and complete otherwise, but templated",
     "With a light lacquer peel near valve, the Genuine BMW Style 397M"),
    (22, "r16-06", "magento", "technical", 3,
     "A cosmetic defect is listed as a 'part' and a 'design feature'",
     "Design features: light lacquer peel near valve"),
    (23, "r16-06", "bigcommerce", "casual", 4,
     "Defect is the first bullet of 'The rundown'; facts and negations intact",
     "a single alloy wheel with a light lacquer peel near valve"),
    (24, "r16-06", "generic", "professional", 5,
     "Cleanest of the set: all NO buckles/cracks/welds and not-included lines intact, seller's honesty kept; still a templated dump",
     "It is balanced on machine - runs true."),
    # r16-07 apple tree
    (25, "r16-07", "etsy", "professional", 2,
     "'stake' split off 'stake, ties & compost NOT included' and sold as a feature/title word/tag; pollinators split into fragments",
     "MM106 Semi-Vigorous Rootstock, 4-5ft | stake"),
    (26, "r16-07", "amazon", "luxury", 2,
     "Title claims 'Stake' (not included); dormant-season dispatch and seller's lifted-to-order note dropped; 'ITS PURPOSE: ... stores until Jan'",
     "ITS PURPOSE: Quite simply, it stores until Jan."),
    (27, "r16-07", "walmart", "technical", 2,
     "'Stake' listed as a key feature; 'Egremont Russet'/'Discovery' as standalone features; dispatch season dropped",
     "Further specs: Egremont Russet, Discovery, harvest late Sept-Oct, stake and mycorrhizal fungi available as add-on."),
    (28, "r16-07", "ebay", "casual", 2,
     "Stake implied included; subtitle suggests the tree is a Discovery",
     "Fruit tree, UK grown, dessert apple and Discovery"),
    # r16-08 photo restoration
    (29, "r16-08", "shopify", "professional", 3,
     "Service described as having 'condition: stains'; Etsy-only instruction on Shopify; print sizes split in two places",
     "Item condition: stains; badly damaged faces may need an extra charge."),
    (30, "r16-08", "aliexpress", "luxury", 3,
     "Same garble; restorer's 12 years and watermarked-proof promise dropped",
     "As to condition: stains; badly damaged faces may need an extra charge."),
    (31, "r16-08", "target", "technical", 3,
     "Same garble; proof promise lost; 'Specs: ... dust & water damage'",
     "Specs: 1 photo per order (add quantity for more), restore old photographs, colourise black & white and dust & water damage."),
    (32, "r16-08", "facebook", "casual", 3,
     "Keeps the restorer's voice, but the 'condition: stains' garble and Etsy instruction remain",
     "The condition: stains; badly damaged faces may need an extra charge. It's got no AI face replacement."),
    # r16-09 mockups
    (33, "r16-09", "woocommerce", "luxury", 3,
     "Digital file described as 'folded'; mockup colours presented as a choosable variant, split across the text",
     "Above all, the T-Shirt Mockup Bundle is folded. It may be chosen in Black, Heather Grey, Sand, Natural and Soft Pink."),
    (34, "r16-09", "magento", "technical", 3,
     "'Available variants' implies a colour choice the bundle does not have; 'Characteristics: folded'",
     "Available variants: Black, Heather Grey, Sand, Natural, Soft Pink"),
    (35, "r16-09", "bigcommerce", "casual", 3,
     "19-line rundown of fragments ('Hanging', 'Folded', 'Black')",
     "Meet the T-Shirt Mockup Bundle. It's folded."),
    (36, "r16-09", "generic", "professional", 3,
     "Same 'is folded'/variant garble; licence and Photoshop caveats are intact",
     "The T-Shirt Mockup Bundle is folded. It is available in Black, Heather Grey, Sand, Natural and Soft Pink."),
    # r16-10 WW1 medals
    (37, "r16-10", "etsy", "professional", 4,
     "All condition points honest and kept; search words ('Great War', 'collectors') read as features; edge knock buried",
     "Additionally: Great War, family history and collectors."),
    (38, "r16-10", "amazon", "luxury", 4,
     "Shipping term sits in a bullet that the seller was told had been left out; two FURTHER DETAILS bullets",
     "TERMS: Sent insured Special Delivery only; 14 day returns if not as described."),
    (39, "r16-10", "walmart", "technical", 4,
     "'Militaria'/'Great War' as key features; facts intact",
     "copy of Medal Index Card incl and militaria"),
    (40, "r16-10", "ebay", "casual", 4,
     "Research story placed well, but the list garble remains",
     "Also: Great War, family history, plus collectors."),
    # r16-11 Seiko
    (41, "r16-11", "shopify", "professional", 4,
     "Leads with a flaw as if it were a feature; every condition caveat kept",
     "With light desk-diving marks on case, the Seiko 5 SNK809 Automatic Watch 37mm (used) is a field watch."),
    (42, "r16-11", "aliexpress", "luxury", 4,
     "Same flaw-first opening; 'UK seller' listed as a detail",
     "running approx +15 sec/day (Seiko spec -20/+40), military style as well as UK seller"),
    (43, "r16-11", "target", "technical", 4,
     "A limitation labelled as a feature",
     "Feature: NO hand winding."),
    (44, "r16-11", "facebook", "casual", 4,
     "Casual voice is closest here, but the limitation is pitched oddly and the flaw still comes first",
     "NO hand winding, simple as that."),
    # r16-12 haori
    (45, "r16-12", "woocommerce", "luxury", 4,
     "A genuinely luxury piece, but the 'condition' list holds care, styling and not-included lines; 'is black outer'",
     "Moreover, it is black outer."),
    (46, "r16-12", "magento", "technical", 4,
     "Styling and care filed as 'Reported condition'; yuki separated from the other measurements",
     "Reported condition: few small white spots on back hem (see photo 7), faint incense smell - aired, not washed, himo ties NOT included, open front"),
    (47, "r16-12", "bigcommerce", "casual", 4,
     "Same lumped condition sentence; seller story kept",
     "The condition: few small white spots on back hem (see photo 7)"),
    (48, "r16-12", "generic", "professional", 4,
     "Same garble; seller told EMS shipping was left out but it is printed",
     "Notably, it is black outer."),
    # r16-13 safety boots
    (49, "r16-13", "etsy", "professional", 3,
     "Made-up benefit for SRC slip rating; junk '| farm' in the title; job sites listed as features",
     "stays where you put it, as it has S3 SRC slip resistant"),
    (50, "r16-13", "amazon", "luxury", 3,
     "Same made-up benefit in the first bullet; title ends ', Farm'",
     "STAYS PUT: Graced with S3 SRC slip resistant, it stays where you put it."),
    (51, "r16-13", "walmart", "technical", 4,
     "Made-up benefit; title drops 'Steel' from 'Steel Midsole'; antistatic caveat kept",
     "Benefit: stays where you put it (S3 SRC slip resistant)."),
    (52, "r16-13", "ebay", "casual", 4,
     "Same made-up benefit; otherwise faithful, the NOT electrical hazard rating is kept",
     "S3 SRC slip resistant means it stays where you put it."),
    # r16-14 cloth nappies
    (53, "r16-14", "shopify", "professional", 3,
     "'can't choose [prints]' became nonsense; prints split; 'washable diapers' given as a care step",
     "Please note that it can't choose."),
    (54, "r16-14", "aliexpress", "luxury", 3,
     "Same garbles; 'is PUL waterproof outer'",
     "Above all, the Reusable Cloth Nappy Bundle x10 is PUL waterproof outer."),
    (55, "r16-14", "target", "technical", 3,
     "Same garbles",
     "Maintenance: washable diapers, pre-wash 3-5 times before first use to build absorbency"),
    (56, "r16-14", "facebook", "casual", 3,
     "Same garbles",
     "And it can't choose."),
    # r16-15 dog agility
    (57, "r16-15", "woocommerce", "luxury", 4,
     "Warnings kept; breed list split and read as kit contents",
     "In addition: carry bags for every piece, small, medium & large breeds as well as collies."),
    (58, "r16-15", "magento", "technical", 4,
     "The product is called a 'part' of itself",
     "Parts: 12 weave poles 1m w/ ground spikes and a dog agility kit."),
    (59, "r16-15", "bigcommerce", "casual", 4,
     "The rundown lists 'Small', 'Collies', 'Terriers' as items",
     "You'll find a dog agility kit, plus 12 weave poles 1m w/ ground spikes on it."),
    (60, "r16-15", "generic", "professional", 4,
     "Junk ', small' added to the title; otherwise faithful",
     "Pause Box & Carry Bags, small"),
    # r16-16 fencing foil
    (61, "r16-16", "etsy", "professional", 3,
     "Belgian grip folded into the NOT line, so the negation reads ambiguously; junk tags ('other listing', 'Handed')",
     "It is NOT for FIE or international competition, Belgian orthopaedic grip."),
    (62, "r16-16", "amazon", "luxury", 3,
     "Grip listed among the NOT lines; armourer story and 'tested on a scoring box' (a quality claim) wrongly dropped as shipping",
     "WORTH BEARING IN MIND: NOT for FIE or international competition, Belgian orthopaedic grip, body wire NOT included."),
    (63, "r16-16", "walmart", "technical", 3,
     "Same negation garble; scoring-box test and armourer dropped",
     "Note: NOT for FIE or international competition, Belgian orthopaedic grip."),
    (64, "r16-16", "ebay", "casual", 3,
     "Keeps the armourer story and test, but the grip is still in the NOT sentence",
     "Just so you know, it's NOT for FIE or international competition, Belgian orthopaedic grip."),
    # r16-17 practice chanter
    (65, "r16-17", "shopify", "professional", 4,
     "Opens on where it was turned; 'Bagpipes' as a detail bullet; 'made for Burns Night' overstates a keyword",
     "The Highland Bagpipe Practice Chanter is turned in Glasgow."),
    (66, "r16-17", "aliexpress", "luxury", 4,
     "Same; keyword list read as features",
     "In the detail: bagpipes, learn the pipes, beginner piper"),
    (67, "r16-17", "target", "technical", 4,
     "'Properties: turned in Glasgow'; specs are search words",
     "Specs: bagpipes, learn the pipes, beginner piper and long model for adults"),
    (68, "r16-17", "facebook", "casual", 4,
     "Friendlier gift hook, same fragment list; NOT real ivory kept",
     "The highlights: bagpipes, learn the pipes, beginner piper"),
    # r16-18 christmas tree
    (69, "r16-18", "woocommerce", "luxury", 4,
     "Payment term and shedding listed as product details",
     "original box worn & taped as well as cash on collection"),
    (70, "r16-18", "magento", "technical", 4,
     "Light modes and tips filed as 'Parts'; 'cash on collection' in the specs",
     "Parts: 8 light functions, 850 tips, mixed PE & PVC tips and a folding metal stand."),
    (71, "r16-18", "bigcommerce", "casual", 4,
     "'Cash on collection' and 'Sheds a few needles' appear as rundown bullets",
     "You'll find 8 light functions, 850 tips, mixed PE & PVC tips, plus a folding metal stand on it."),
    (72, "r16-18", "generic", "professional", 5,
     "Honest and complete, story and caveats kept; templated dump with one misfiled line",
     "Additionally: base diameter approx 100cm, sheds a few needles, original box worn & taped and cash on collection."),
    # r16-19 reading glasses
    (73, "r16-19", "etsy", "professional", 3,
     "Tags add 'sunglasses/sunnies' to readers; colour list cut to one colour",
     "1 of each colour per pack: tortoiseshell. Further details"),
    (74, "r16-19", "amazon", "luxury", 3,
     "Off-product search terms (sunglasses) break Amazon policy; colour line cut; negations kept",
     "sunglasses sunnies sun shades sunglass eyewear eye"),
    (75, "r16-19", "walmart", "technical", 4,
     "Colour line truncated to one colour; NOT prescription/driving caveats kept",
     "1 of each colour per pack: tortoiseshell, readers and reading glasses for men & women"),
    (76, "r16-19", "ebay", "casual", 4,
     "Colours scattered into the accessory line; title drops 'Black & Clear'",
     "3 soft pouches + cleaning cloth incl, black, plus clear"),
    # r16-20 pyrography
    (77, "r16-20", "shopify", "professional", 2,
     "Kit is 'made from carbon transfer paper'; the included tweezers vanish; 'beginner friendly, hobby gift' glued into the 450C warning",
     "The Pyrography Wood Burning Kit 60W is made from carbon transfer paper."),
    (78, "r16-20", "aliexpress", "luxury", 2,
     "Invents a second pen (wood burning pen + pyrography pen); 'fashioned from carbon transfer paper'; tweezers lost",
     "It is complete with a wood burning pen, a pyrography pen, 6 stencils, a pen stand as well as a UK plug."),
    (79, "r16-20", "target", "technical", 2,
     "Components list two pens and no tweezers; warning has a warranty term tacked on",
     "Components: 6 stencils, a wood burning pen, a pyrography pen, a pen stand and a UK plug."),
    (80, "r16-20", "facebook", "casual", 2,
     "Same false contents and material",
     "It's made of carbon transfer paper."),
    # r16-21 trail camera
    (81, "r16-21", "woocommerce", "luxury", 4,
     "Animals and places listed as features; NOT WiFi/4G, batteries and card NOT included kept",
     "Besides: hedgehogs, birds, gardens as well as allotments."),
    (82, "r16-21", "magento", "technical", 4,
     "Spec bullets mix a screen with animals",
     "2\" colour screen, badgers, deer, foxes"),
    (83, "r16-21", "bigcommerce", "casual", 4,
     "Night range tucked into a legal note; animals as rundown bullets",
     "One more thing: night range up to 20m; check local laws"),
    (84, "r16-21", "generic", "professional", 4,
     "Junk ', badgers' added to the title; otherwise faithful",
     "IP66 - Wildlife & Garden, badgers"),
    # r16-22 goat lick
    (85, "r16-22", "etsy", "professional", 4,
     "Sheep warning intact; typo 'vitamins An'; dosing folded into the WARNING",
     "vitamins An and D3 & E"),
    (86, "r16-22", "amazon", "luxury", 4,
     "Warning split across two bullets with feeding advice labelled SAFETY; 'vitamins An'",
     "SAFETY: complementary feedingstuff - feed alongside forage."),
    (87, "r16-22", "walmart", "technical", 4,
     "Vitamins split into 'Vitamins A' and 'D3 & E'; garbled feature list",
     "Feature list: D3 & E, goat lick, free access supplement and vitamins A."),
    (88, "r16-22", "ebay", "casual", 4,
     "Body faithful, but the title cut drops 'NOT for Sheep' and ends on 'Trace'",
     "Goat Mineral Lick Bucket 22.5kg - High Copper w/ Garlic, Vitamins & Trace"),
    # r16-23 water fed pole
    (89, "r16-23", "shopify", "professional", 4,
     "Power-line warning well placed; the pole 'is up to 3 storey'; places as bullets",
     "the 25ft Carbon Fibre Water Fed Pole w/ Brush is up to 3 storey from the ground"),
    (90, "r16-23", "aliexpress", "luxury", 4,
     "Same garble; window cleaners' own-use endorsement dropped",
     "which is up to 3 storey from the ground with 25ft (7.6m) 5 sections"),
    (91, "r16-23", "target", "technical", 4,
     "Same garble; 'trade & domestic' glued to the RO/DI not-included note",
     "you need purified water for a spot free finish, trade & domestic"),
    (92, "r16-23", "facebook", "casual", 4,
     "Endorsement kept; 'The highlights: WFP' is a fragment list",
     "The highlights: WFP, pure water window cleaning, 30m 8mm microbore hose fitted, plus adjustable clamps."),
    # r16-24 address stamp
    (93, "r16-24", "woocommerce", "luxury", 3,
     "Ink colours scattered across three places; uses, proof and dispatch lumped into one 'note'",
     "Offered in blue and red."),
    (94, "r16-24", "magento", "technical", 3,
     "Two colours as 'variants', two under 'Details', black on its own",
     "Available variants: blue, red"),
    (95, "r16-24", "bigcommerce", "casual", 3,
     "'Blue'/'Red' as rundown bullets, green/violet in a 'Good to know' line, black on its own",
     "Ink colours: black. You might know it as: self inking stamp and personalised stamp."),
    (96, "r16-24", "generic", "professional", 3,
     "Same colour scramble; 'It is up to 4 lines of text'; seller wrongly told the proof/NOT for fabric blocks were left out",
     "It is up to 4 lines of text. It is available in blue and red."),
    # r16-25 jigsaw
    (97, "r16-25", "etsy", "professional", 4,
     "Honest condition kept; 'is none missing'; moods as key features",
     "With 1000 pcs, the Ravensburger 1000 Piece Jigsaw Puzzle (used) is none missing."),
    (98, "r16-25", "amazon", "luxury", 4,
     "Same garble in a bullet; invented search terms ('family night') harmless",
     "THE DETAILS: It is none missing, with 1000 pcs."),
    (99, "r16-25", "walmart", "technical", 4,
     "'Properties: none missing'; 'Rainy day'/'Mindfulness' as key features",
     "Properties: none missing."),
    (100, "r16-25", "ebay", "casual", 4,
     "Casual hooks work; the 'none missing' garble remains; offers kept, which is right on eBay",
     "It's got 1000 pcs, and it's none missing."),
]


def main():
    path = os.path.join(HERE, "listings.md")
    text = open(path, encoding="utf-8").read()
    sections = {}
    for part in re.split(r"(?m)^## ", text)[1:]:
        m = re.match(r"#(\d+) (\S+) · (\S+) · (\S+)", part)
        sections[int(m.group(1))] = (m.group(2), m.group(3), m.group(4), part)

    assert len(R) == 100 and sorted(r[0] for r in R) == list(range(1, 101)), "need listings 1-100 once each"
    for n, pid, plat, tone, s, _, _ in R:
        sp, spl, st, _ = sections[n]
        assert (sp, spl, st) == (pid, plat, tone), f"#{n} header mismatch {sections[n][:3]}"
        assert 1 <= s <= 10

    scores = [r[4] for r in R]
    n = len(scores)
    print(f"count: {n}")
    print(f"mean: {statistics.mean(scores):.2f}")
    print(f"median: {statistics.median(scores):g}")
    print(f"share >=8: {sum(s >= 8 for s in scores) / n:.0%}")
    print(f"share >=6: {sum(s >= 6 for s in scores) / n:.0%}")
    print(f"share <=2: {sum(s <= 2 for s in scores) / n:.0%}")
    print("histogram:")
    for k in range(1, 11):
        c = scores.count(k)
        print(f"  {k:>2} | {'#' * c} {c}")

    def by(idx, label):
        d = defaultdict(list)
        for r in R:
            d[r[idx]].append(r[4])
        print(f"mean by {label}:")
        for k in sorted(d, key=lambda k: (-statistics.mean(d[k]), k)):
            print(f"  {k:<12} {statistics.mean(d[k]):.2f}  (n={len(d[k])})")

    by(3, "tone")
    by(2, "platform")
    w = [r[4] for r in R if r[1] in WITH_DETAILS]
    wo = [r[4] for r in R if r[1] not in WITH_DETAILS]
    print(f"mean with details text: {statistics.mean(w):.2f} (n={len(w)})")
    print(f"mean without details text: {statistics.mean(wo):.2f} (n={len(wo)})")

    ok_file = sum(1 for r in R if r[6] in text)
    ok_own = sum(1 for r in R if r[6] in sections[r[0]][3])
    bad = [r[0] for r in R if r[6] not in sections[r[0]][3]]
    print(f"quotes verified verbatim: {ok_file}/{n} (in the listing's own section: {ok_own}/{n})")
    if bad:
        print("  not found in own section:", bad)


if __name__ == "__main__":
    main()
