"""Review r8: scores for 100 AI-generated product listings (25 sellers x 4 platform/tone pairs).

Scale (senior e-commerce copywriter, strict):
  10 = paste unchanged into that marketplace
   8 = one tiny edit
   5 = needs real rewriting (faithful, but a fact dump with filler framing)
   3 = rewrite from scratch; garbled roles, thin or mis-targeted
   1 = harmful or false (allergen/safety/negation damage, invented contents)
Truth is judged first (every claim traceable to products.json, negations and
warnings intact, seller spelling kept), then selling power, tone, platform fit.

Each entry: (listing number, platform, tone, score, reason quoting the worst phrase).
Run: python3 /work/review/r8/scores.py
"""
import statistics
from collections import defaultdict

SCORES = [
    # r8-01 12V bilge pump (has details)
    (1, "woocommerce", "professional", 6, 'Best of the batch: every warning and the Rule-pump testimonial kept, but opener is a dump: "Also of note: fuse 5A (fuse NOT incl); ignition protected; clean bilge water only; 24V version is a different listing."'),
    (2, "aliexpress", "technical", 4, '"Feature list continued:" with no list before it; semicolon dump "Details: fuse 5A (fuse NOT incl); ignition protected; ..."; drops the seller\'s Rule-pump testimonial'),
    (3, "magento", "luxury", 4, 'Ungrammatical "as well as draws 3.5A"; luxury = "Presenting... Its credentials... Kindly note" pasted over keyword fragments'),
    (4, "bigcommerce", "casual", 5, 'Faithful, but opener "You\'re looking at the 12V Bilge Pump..." sells nothing and heading "Heads up" is followed by "Heads up: it\'s NOT automatic"'),
    # r8-02 TENS/EMS unit (no details)
    (5, "generic", "casual", 4, 'Title ends "..., cable incl, knee"; body "drug free pain relief back, shoulder, plus knee"; warnings intact'),
    (6, "magento", "professional", 5, 'Warnings in a bold Safety block (good), but bullets split one fact into "Drug free pain relief back" / "Shoulder" / "Knee"'),
    (7, "amazon", "technical", 3, 'Only 3 bullets, none on pain relief, battery, pads or FDA clearance; "Parts: 24 modes"; title ends "Cable incl, Knee"; search terms start "12 machine"'),
    (8, "walmart", "luxury", 3, 'Key features "Drug free pain relief back", "Shoulder", "Knee"; "In short, it fits standard 2mm pin leads"; whole "At a glance" block repeats the body'),
    # r8-03 alto sax reeds (no details)
    (9, "woocommerce", "casual", 5, 'Faithful, NOT-fit kept, but "...Otto Link, JodyJazz HR*, too." and "It\'s individually sleeved" (box of 10) ; no reason to buy'),
    (10, "bigcommerce", "luxury", 4, '"In short, it fits most Eb alto mouthpieces" (nothing was long); "Beyond that: every reed different (natural cane)" presents a caveat as a feature'),
    (11, "ebay", "professional", 4, 'Title wastes 14 of 80 chars, no "French File Cut"/"Eb"; subtitle "Individually sleeved and alto sax reeds x10 box"'),
    (12, "etsy", "technical", 3, 'Only 3 of 13 Etsy tags, one is the meaningless "file cut"; no "alto sax reeds" tag; "Function: it fits..." label prose'),
    # r8-04 wax seal kit (no details, sparse)
    (13, "aliexpress", "professional", 3, '"The Wax Seal Stamp Kit ... offer a wax seal kit" (agreement error, tautology); the brass fern stamp is buried last; 2 sentences, no use case'),
    (14, "woocommerce", "luxury", 3, 'One sentence plus "In the detail: 25mm brass stamp head (botanical fern)." is all the luxury there is'),
    (15, "etsy", "technical", 3, 'Tags "spoon", "2 tea lights", and the misleading "wooden handle spoon"; only 8 tags; 2-sentence description'),
    (16, "shopify", "casual", 3, '"They come with a wax seal kit" (a kit that contains itself); bullet list is the keyword string split on commas'),
    # r8-05 rainbow sprinkles (has details)
    (17, "shopify", "casual", 1, 'Facility allergens turned into contents: bullets "Milk" / "Egg" / "Peanuts" / "Tree nuts" / "Soy"; colour warning split so it reads "E129 - may have an adverse effect..." only; "It\'s not in fridge."'),
    (18, "ebay", "technical", 2, '"Feature list continued: gold edible shimmer balls, milk, egg and peanuts"; "Material: sugar pearls"; E102/E110 cut from the hyperactivity warning; drops "We mix every jar by hand... in Leeds"'),
    (19, "generic", "luxury", 2, '"fashioned from sugar pearls"; "Also to note: gold edible shimmer balls, milk, egg as well as peanuts"; "Kindly note that it is not in fridge."; Leeds line lost'),
    (20, "etsy", "professional", 1, 'Title "... | sugar pearls | nonpareils | milk" and tags "milk", "egg", "peanuts", "tree nuts", "soy", "E110" advertise cross-contact allergens as contents'),
    # r8-06 Fluval filter media (no details)
    (21, "facebook", "luxury", 3, '"Among the details of the Replacement Filter Media Kit...: 2x fine polishing pads." makes the least item the headline; "Incl: 2x foam pads coarse." dumped after the cloudy-water note'),
    (22, "woocommerce", "technical", 3, 'SEO title "Replacement Filter Media Kit" drops Fluval and the models; "Component list: 2x fine polishing pads" omits foam, ceramic and carbon'),
    (23, "amazon", "casual", 3, 'Lead bullet "THE GOOD STUFF: You get 2x fine polishing pads."; "WHAT IT DOES: And yes, it fits..."; contents scattered across 3 bullets'),
    (24, "ebay", "professional", 4, 'Cleanest of the four, but subtitle is just "2x fine polishing pads" and title lacks "207", "2017+", "Compatible"'),
    # r8-07 steering wheel cover (no details)
    (25, "bigcommerce", "technical", 2, 'Fit size recast as included parts: "Component list: standard 14.5-15in (37-38cm) wheels"'),
    (26, "magento", "casual", 2, 'False inclusion: "You get standard 14.5-15in (37-38cm) wheels, too."'),
    (27, "aliexpress", "luxury", 2, 'False inclusion: "comes with standard 14.5-15in (37-38cm) wheels"; "tight fit - leave in sun" presented "In the detail"'),
    (28, "facebook", "professional", 3, '"It has standard 14.5-15in (37-38cm) wheels." garbles the key fit fact; warnings and NOT-for-small-wheels kept'),
    # r8-08 under-sink organiser (has details)
    (29, "generic", "casual", 4, '"It fits around U-bend / pipes, removable dividers, too."; "plus assembly 10 min"; drops the rental-flats story'),
    (30, "bigcommerce", "luxury", 4, '"Fashioned from steel + PP plastic" for a sink rack; "In short, it fits around U-bend / pipes, removable dividers."'),
    (31, "etsy", "professional", 4, 'Tags "height 40cm", "depth 38cm", "assembly 10 min", "white or black" waste slots; checker wrongly failed the seller\'s own UK spelling "organisers"'),
    (32, "shopify", "technical", 4, 'One bullet crams six specs: "Additional features: under sink storage rack 2 tier, height 40cm, width adjustable..., max load 8kg per tier, assembly 10 min"'),
    # r8-09 drip irrigation kit (no details)
    (33, "facebook", "professional", 2, 'Invented contents: "It has 10x end plugs, 50 stakes, raised beds and pots. What is more, it has hanging baskets."'),
    (34, "generic", "luxury", 2, 'Invented contents: "one finds 10x end plugs, 50 stakes, raised beds as well as pots"; "drain & store indoors over winter as well as greenhouse"'),
    (35, "shopify", "casual", 2, 'Kit list bullets include "Raised beds", "Pots", "Hanging baskets", "Greenhouse"; frost warning separated from the drain instruction'),
    (36, "etsy", "technical", 1, '"Parts: 10x end plugs, 50 stakes, raised beds and pots. Additional parts: hanging baskets."; tags "raised beds kit", "pots kit", "greenhouse kit"'),
    # r8-10 Traeger grill cover (no details)
    (37, "amazon", "technical", 3, 'Safety step filed as a spec: "ADDITIONAL SPECS: ... air vents and let grill COOL completely before covering."; Pit Boss/Z Grills fit missing from bullets'),
    (38, "magento", "professional", 3, '"It has no pressure washer." (care negation recast as a missing part); cooling warning is a Details bullet'),
    (39, "target", "luxury", 3, '"It has no pressure washer."; "Beyond that: let grill COOL completely before covering."'),
    (40, "aliexpress", "casual", 3, '"There\'s no pressure washer."; "Also in the mix: let grill COOL completely before covering."'),
    # r8-11 inflatable T-Rex costume, used (no details)
    (41, "woocommerce", "casual", 4, 'Faithful but a stub: "Meet the ...: an adult inflatable t rex costume." then 4 keyword bullets'),
    (42, "ebay", "professional", 4, 'Filler opener "Shoppers looking for an adult inflatable t rex costume will find it in the..."; "Key features: ... small patch repair on tail"'),
    (43, "bigcommerce", "luxury", 3, '"In the Inflatable T-Rex Dinosaur Costume..., one finds an adult inflatable t rex costume."; the repair listed "as well as" a feature'),
    (44, "shopify", "technical", 3, 'Single spec bullet "Additional features: one size 5\'3-6\'3, worn ONCE halloween, fan works, small patch repair on tail"'),
    # r8-12 Matchbox Lesney Routemaster (has details)
    (45, "ebay", "luxury", 3, '"which is posted in padded box with grey plastic wheels"; "In short, it rolls fine."; drops "From my late dad\'s collection..."'),
    (46, "target", "professional", 3, '"It comes in red." (implies variants of a 1-only item); postage as a feature; late-dad provenance lost'),
    (47, "magento", "casual", 3, 'SEO title cut mid-quote "...Routemaster Bus \'Players"; seller\'s "c.1965" capitalised to "C.1965"; "Combined postage" as a product bullet'),
    (48, "facebook", "technical", 4, '"Feature: NO original box."; "Performance: it rolls fine."; but every fact and the provenance line survive'),
    # r8-13 borosilicate beakers (no details, sparse)
    (49, "etsy", "luxury", 3, 'Untyped claim "copes with sudden changes of temperature better than ordinary glassware"; "In the detail: glass beakers x5 as well as 3.3 borosilicate"'),
    (50, "shopify", "technical", 3, '"Component list: spout"; sizes never explained; untyped thermal-shock benefit'),
    (51, "aliexpress", "professional", 3, '"It has a spout. It is graduated." choppy; "Features: glass beakers x5" repeats the title'),
    (52, "amazon", "casual", 3, 'Only 3 bullets, empty search terms; "HANDLES HOT AND COLD" goes beyond the seller\'s keywords; "ALSO IN THE MIX: Glass beakers x5, plus 3.3 borosilicate."'),
    # r8-14 Zigbee smart plug (no details)
    (53, "walmart", "luxury", 3, '"one finds a power/energy monitoring with a child-lock button"; hub requirement absent from key features; duplicate "At a glance" block'),
    (54, "facebook", "professional", 4, '"is a power/energy monitoring with a child-lock button"; the hub-required caveat comes last'),
    (55, "generic", "casual", 3, '"It\'s a power/energy monitoring. You get a child-lock button, too."; "...Hubitat, Homey Pro, too."'),
    (56, "woocommerce", "technical", 4, '"(a power/energy monitoring)"; "Component list: child-lock button"; compat and limits complete'),
    # r8-15 Shimano Stradic, used (has details)
    (57, "aliexpress", "technical", 3, 'Title "...Used, Serviced, serviced Jan - cleaned, regreased, smooth"; "Note: no grinding and no box or spare spool" mixes a plus with a minus; upgrade reason lost'),
    (58, "target", "luxury", 3, 'Title repeats "Serviced, Serviced Jan"; "smooth throughout" adds to the seller\'s words; "There is no grinding and no box or spare spool."'),
    (59, "walmart", "casual", 3, '"The good stuff: new line roller bearing, handle knob worn (cosmetic)..." (a flaw sold as good stuff); key feature "USED"'),
    (60, "shopify", "professional", 4, '"It has no grinding and no box or spare spool."; fragment bullets "Regreased" / "Smooth"; keeps the upgrade story'),
    # r8-16 jumpsuit PDF sewing pattern (has details)
    (61, "walmart", "professional", 3, '"With womens wide leg jumpsuit w/ tie waist + pockets, a projector file and ... 24 pages, the ... is beginner-intermediate."; story lost; repeated spec block'),
    (62, "aliexpress", "luxury", 3, '"which is beginner-intermediate with womens wide leg jumpsuit w/ tie waist + pockets"; drops the origin story'),
    (63, "facebook", "casual", 4, '"The good stuff: ... plus needs invisible zip 22in" (a requirement as a perk); story kept but tacked on at the end'),
    (64, "shopify", "technical", 4, '"Component list: womens wide leg jumpsuit w/ tie waist + pockets, projector file..."; facts and story intact'),
    # r8-17 Google Sheets budget template (no details)
    (65, "amazon", "luxury", 2, 'Lead bullet "THE DETAILS: It is with a bill calendar."; bullets fail Amazon\'s banned-character check (£ €); "no reselling" listed as a feature'),
    (66, "woocommerce", "casual", 4, '"It\'s got no bank connection and no reselling." (a licence limit framed as a feature)'),
    (67, "ebay", "technical", 3, '"Feature: no bank connection and no reselling."; label prose throughout'),
    (68, "magento", "professional", 4, '"There is no bank connection and no reselling."; otherwise a complete, usable list'),
    # r8-18 script font (no details)
    (69, "amazon", "professional", 3, '"KEY FEATURES: It is nothing posted and comes with 412 glyphs and a digital file."; apps split: "Canva (upload), Procreate and Word" under MORE FEATURES'),
    (70, "etsy", "technical", 3, 'Tags "nothing posted", "Word"; "Item: ..., nothing posted."'),
    (71, "walmart", "luxury", 2, '"which is nothing posted with 412 glyphs"; "Character: nothing posted"; title ends "412 Glyphs, Word"'),
    (72, "target", "casual", 2, '"It\'s nothing posted."; title ends "Digital File, Word"'),
    # r8-19 Garmin Forerunner 245 refurbished (has details)
    (73, "target", "luxury", 3, '"Kindly note that it is NOT diving. It is NOT incl: box, manuals, wall plug."; drops the 40-point check'),
    (74, "ebay", "casual", 3, '"Pick from Black/Slate." (one refurbished unit); "it\'s NOT diving"; 40-point check lost'),
    (75, "facebook", "technical", 4, '"Note: NOT diving." terse but readable; "Performance: it stores 500 songs"; all facts plus 40-point check kept'),
    (76, "etsy", "professional", 3, '"It is NOT diving."; filler tags "timepiece", "time piece", "accessory"'),
    # r8-20 teriyaki beef jerky (has details)
    (77, "generic", "luxury", 2, '"Fashioned from smoked over beech"; "It has no EU due to meat import rules." ("UK only" cut); grandad\'s recipe lost'),
    (78, "ebay", "casual", 2, '"It\'s made of smoked over beech."; "It\'s got no EU due to meat import rules."; "On top of that: once opened refrigerate"'),
    (79, "bigcommerce", "technical", 3, '"Build material: smoked over beech"; "Feature: no EU due to meat import rules."; but keeps UK-only, story and bold allergens'),
    (80, "target", "professional", 2, '"Made of smoked over beech"; "There is no EU due to meat import rules."; grandad\'s recipe lost'),
    # r8-21 ceremonial matcha (no details, sparse)
    (81, "amazon", "technical", 2, 'Two bullets, the first "OPERATION: It contains caffeine."; filler search terms "cup drink time teatime"'),
    (82, "walmart", "casual", 2, '"It contains caffeine, too." (too after nothing); "What it does: contains caffeine"'),
    (83, "target", "luxury", 2, 'Two sentences: "In short, it contains caffeine."; no luxury, no use'),
    (84, "bigcommerce", "professional", 3, '"Importantly, it contains caffeine." as the lead; 4 bare bullets'),
    # r8-22 henna hair dye (no details)
    (85, "magento", "casual", 1, 'Negation lost: "Good to know: bleached or permed hair within 6 weeks (unpredictable result)"; "The condition: stains skin"; bullets "Nails" / "Grout - wear gloves"'),
    (86, "generic", "luxury", 1, 'Same lost prohibition ("Of note: bleached or permed hair within 6 weeks"); title "..., henna powder 100% Lawsonia inermis, nails"; "It may be chosen in copper/red on light hair"'),
    (87, "target", "technical", 1, '"Details: bleached or permed hair within 6 weeks (unpredictable result)"; "Options: copper/red on light hair"; title ends "Body Art Quality, Nails"'),
    (88, "facebook", "professional", 1, 'Passed every check yet: "Also of note: bleached or permed hair within 6 weeks"; "Condition: stains skin"; "It is available in copper/red on light hair"'),
    # r8-23 pressure-fit baby gate (has details)
    (89, "aliexpress", "casual", 3, '"The good stuff: ... plus check tension weekly" (safety chore as a perk); fit range only under "Heads up"; twins line lost'),
    (90, "woocommerce", "technical", 4, 'Top-of-stairs warning intact but not in a safety block; "Additional features: ... check tension weekly"; "auto close" missing from body'),
    (91, "facebook", "luxury", 4, '"In the detail: ... as well as check tension weekly"; all warnings and twins line kept'),
    (92, "walmart", "professional", 3, 'Key features list "Check tension weekly" but not the 75-82cm fit or the top-of-stairs warning; spec block repeats the body'),
    # r8-24 pickleball paddle (no details, sparse)
    (93, "amazon", "technical", 4, 'Bullets "BUILD: Carbon fiber." / "FEATURE SET: It has an edge guard."; USA Pickleball approval missing from all bullets'),
    (94, "aliexpress", "professional", 4, 'Faithful, but the lead is "comes with an edge guard"; no play benefit'),
    (95, "magento", "casual", 4, '"Say hi to the ... It comes with an edge guard." then a keyword list'),
    (96, "walmart", "luxury", 3, '"Its weight in the hand: 7.8-8.2oz."; whole "At a glance" block repeats the body'),
    # r8-25 antique carriage clock (has details)
    (97, "ebay", "casual", 2, '"Who\'s it for? It\'s made for ages 100+ yrs old so expect patina."; title ends "Working Heavy"'),
    (98, "generic", "technical", 2, '"Target users: made for ages 100+ yrs old so expect patina."; "Performance: it keeps time ... and will be double boxed + insured"'),
    (99, "etsy", "professional", 2, '"It is made for ages 100+ yrs old so expect patina."; tags "heavy", "sold as seen", "day movement"'),
    (100, "bigcommerce", "luxury", 2, '"It is heavy throughout"; "It is conceived for ages 100+ yrs old so expect patina."'),
]

# Product ids whose seller pasted an existing "details" text (from products.json)
WITH_DETAILS = {"r8-01", "r8-05", "r8-08", "r8-12", "r8-15", "r8-16", "r8-19", "r8-20", "r8-23", "r8-25"}


def product_id(number):
    return "r8-%02d" % ((number - 1) // 4 + 1)


def main():
    assert len(SCORES) == 100, len(SCORES)
    assert [s[0] for s in SCORES] == list(range(1, 101))
    vals = [s[3] for s in SCORES]
    n = len(vals)
    print("count: %d" % n)
    print("mean: %.2f" % statistics.mean(vals))
    print("median: %.1f" % statistics.median(vals))
    print("share >=8: %.0f%%" % (100.0 * sum(v >= 8 for v in vals) / n))
    print("share >=6: %.0f%%" % (100.0 * sum(v >= 6 for v in vals) / n))
    print("share <=2: %.0f%%" % (100.0 * sum(v <= 2 for v in vals) / n))
    print("histogram:")
    for k in range(1, 11):
        c = sum(v == k for v in vals)
        print("  %2d: %3d %s" % (k, c, "#" * c))
    for label, idx in (("tone", 2), ("platform", 1)):
        groups = defaultdict(list)
        for s in SCORES:
            groups[s[idx]].append(s[3])
        print("mean by %s:" % label)
        for key in sorted(groups):
            print("  %-12s %.2f  (n=%d)" % (key, statistics.mean(groups[key]), len(groups[key])))
    with_d = [s[3] for s in SCORES if product_id(s[0]) in WITH_DETAILS]
    without_d = [s[3] for s in SCORES if product_id(s[0]) not in WITH_DETAILS]
    print("mean with details text:    %.2f  (n=%d)" % (statistics.mean(with_d), len(with_d)))
    print("mean without details text: %.2f  (n=%d)" % (statistics.mean(without_d), len(without_d)))


if __name__ == "__main__":
    main()
