"""Blind review of 100 AI-written marketplace listings (round r11, 25 sellers x 4 platform/tone pairs).

Reviewer stance: demanding senior e-commerce copywriter. Each listing was read against only what
the seller typed (products.json) and judged in this order:
  (1) Truth - every claim traces to the input; negations stay negations; nothing important lost;
      seller's spelling/capitals kept; warnings whole and visible.
  (2) Selling - a reason to buy, benefits resting on facts, no filler, reads as copy.
  (3) Tone - recognisable, and clearly different from the other three tones for the same product.
  (4) Platform fit - Amazon bullets/search terms, Etsy 13 tags, eBay 80-char title,
      Walmart key features, SEO title / meta description.

Scale (1-10):
  10 = paste unchanged into that marketplace
   9 = (between)
   8 = one tiny edit
   7, 6 = (between: good copy needing a light to moderate edit)
   5 = faithful but needs real rewriting (a fact dump in a template frame)
   4 = (between: faithful dump with wrong-role fragments)
   3 = rewrite from scratch (fields in the wrong role, garbled, thin)
   2 = (between: garble that damages a claim, a qualifier, a warning's placement or an allergen line)
   1 = harmful or false (safety, allergen or negation damage, invented contents)

SCORES rows: (listing number, product id, platform, tone, score, reason quoting the worst phrase verbatim)
"""
import json
import os
import statistics
from collections import Counter, defaultdict

SCORES = [
    # r11-01 stoneware mug (details text)
    (1, "r11-01", "amazon", "technical", 3, 'Keyword split turned into a feature and shipping put in a spec bullet: "a food safe lead-free glaze and a variations in glaze" / "ADDITIONAL SPECS: ... UK P&P GBP4.20, intl approx 7-14 days"; search terms padded with "UK 4.20 intl 7-14 days"; shed-in-Shropshire story dropped'),
    (2, "r11-01", "aliexpress", "luxury", 3, 'Luxury tone is only connectives round a dump: "Its details in brief: handmade stoneware mug, 9cm tall x 8.5cm wide (3.5" x 3.3"), unglazed foot ring as well as UK P&P £4.20"; "a variations in glaze"; Shropshire story dropped'),
    (3, "r11-01", "etsy", "casual", 3, 'Garbled gift line and split keyword: "Need a gift for coffee lover and pottery gift? This is it." / "plus a variations in glaze, too"; reduces product to "It\'s a tea mug."; tags "unglazed foot ring", "fired to cone 6" waste slots'),
    (4, "r11-01", "generic", "professional", 3, 'Postage listed as a key feature: "Key features: handmade stoneware mug, 9cm tall x 8.5cm wide (3.5" x 3.3"), unglazed foot ring and UK P&P £4.20"; "a variations in glaze"; "Further information:" used twice'),
    # r11-02 walnut board
    (5, "r11-02", "bigcommerce", "professional", 3, 'Gift occasions rendered as product details: bullets "Anniversary" and "Housewarming"; opener "Shoppers looking for an end grain chopping board will find it in the Personalised End Grain Walnut Chopping Board."'),
    (6, "r11-02", "aliexpress", "casual", 3, 'Occasions listed as features: "On top of that: knife friendly, anniversary, plus housewarming."; engraving rules buried after "Good to know:"'),
    (7, "r11-02", "target", "luxury", 3, 'Occasions listed as features: "Beyond that: knife friendly, anniversary as well as housewarming."; luxury voice absent from a walnut heirloom board'),
    (8, "r11-02", "magento", "technical", 3, 'One-bullet "spec" list mixing facts and occasions: "Additional features: solid black walnut & maple checkerboard, ... knife friendly, anniversary, housewarming"'),
    # r11-03 KitchenAid used (details text)
    (9, "r11-03", "ebay", "casual", 4, 'Faithful but wrong-role: "It\'s heavy." as the second sentence, "The good stuff: ... plus USED approx 3 yrs", stutter "The condition: fully working; condition: light scratches"; weak subtitle "Approx 11kg / 24lb, heavy and UK plug 220-240V"'),
    (10, "r11-03", "woocommerce", "luxury", 3, 'Absurd luxury register on an 11kg used mixer: "Its weight in the hand: approx 11kg / 24lb." and "Consider the ... which is heavy."'),
    (11, "r11-03", "walmart", "professional", 3, 'Key features include "Heavy" and "Sold as seen" while the included accessories are missing from them; whole description repeated as a spec block ("Qualities: heavy")'),
    (12, "r11-03", "shopify", "technical", 4, 'Template labels as specs: "Properties: heavy." and "Characteristics: heavy"; otherwise complete, condition and DOA refund kept'),
    # r11-04 Ray-Ban pre-owned
    (13, "r11-04", "ebay", "luxury", 3, 'Size misread as a variant: "It may be chosen in lens 50mm."; postage and a request listed as features: "Also of interest: UV400 protection, bridge 22mm, temple 150mm as well as posted 1st class tracked in padded box"'),
    (14, "r11-04", "shopify", "casual", 4, 'Rundown bullets include non-features "Posted 1st class tracked in padded box" and "Ask questions before buying please"; brand re-cased to "Ray-ban wayfarer"'),
    (15, "r11-04", "bigcommerce", "technical", 3, 'Fields in the wrong role: "Available variants: lens 50mm" and "Component list: black acetate frame, \'RB\' etching on left lens, category 3 lenses"'),
    (16, "r11-04", "walmart", "professional", 3, '"It is available in lens 50mm."; key features omit the 50-22-150 size and night-driving caution; full description repeated as a spec block'),
    # r11-05 brownies (details text) - allergen line broken
    (17, "r11-05", "generic", "luxury", 2, 'May-contain statement split so peanuts & sesame lose "may contain": "May contain nuts." / "Peanuts & sesame - made in a kitchen that handles nuts."; title ends ", approx 600g total, thank you"; "Beyond that: thank you."'),
    (18, "r11-05", "ebay", "casual", 2, 'Broken allergen line "Peanuts & sesame - made in a kitchen that handles nuts."; occasion pasted into title and subtitle: "Letterbox Gift Thank you" / "Chocolate brownies letterbox gift and thank you"'),
    (19, "r11-05", "walmart", "professional", 2, 'Key features carry "Thank you" as a feature but no nut/peanut/sesame cross-contact line; description has the split "Peanuts & sesame - made in a kitchen that handles nuts."; "Who it is for: sympathy gift"'),
    (20, "r11-05", "shopify", "technical", 2, 'Allergens bolded but still split: "May contain nuts." / "Peanuts & sesame - made in a kitchen that handles nuts."; "Intended use: for birthday."; spec bullet ends "shelf life 10 days unopened, thank you"'),
    # r11-06 nut butter
    (21, "r11-06", "etsy", "professional", 3, 'Negation note orphaned from its subject: "Please note: this is normal NOT a fault." (oil separation is elsewhere); junk tags "before use", "store in cupboard", "vegan butter"'),
    (22, "r11-06", "target", "casual", 3, 'Orphaned note "Heads up: this is normal NOT a fault."; title re-cased "Vegan, keto Friendly"; multi-buy price in "And more:" feature list'),
    (23, "r11-06", "woocommerce", "technical", 3, '"Benefit: contains no animal-derived ingredients (vegan)" then "Characteristics: vegan"; orphaned "Note: this is normal NOT a fault."; price "multi-buy 3 for £18" inside a spec bullet'),
    (24, "r11-06", "amazon", "luxury", 3, 'Clumsy bullet "NOTHING FROM ANIMALS: Vegan as it is, it contains no animal-derived ingredients."; "NO added sugar" and "no palm oil" missing from bullets; search terms "please recycle multi-buy"; orphaned "A note: this is normal NOT a fault."'),
    # r11-07 angle grinder
    (25, "r11-07", "magento", "professional", 5, 'Faithful dump, warning whole and bold; awkward "It has no load speed 11,000 rpm." and 900W absent from the body'),
    (26, "r11-07", "walmart", "casual", 4, 'Key feature list leads with bare "900W"; the included discs are not in the key features; "Comes with: spindle lock" / "Extras: angle grinder 115mm (4.5")"'),
    (27, "r11-07", "woocommerce", "technical", 4, 'Reads as a negation: "Note: no load speed 11,000 rpm."; "Component list: spindle lock"'),
    (28, "r11-07", "bigcommerce", "luxury", 4, 'Luxury frame on a power tool adds nothing: "Discover the 115mm Angle Grinder 900W 4-1/2", with a spindle lock."; warning kept whole'),
    # r11-08 extension reel
    (29, "r11-08", "etsy", "technical", 3, 'A standard passed off as a product alias: "Also listed as: BS 1363 plugs & sockets."; "Further features: gardening (dry conditions)."; tags "DIY 4 socket", "garage socket"'),
    (30, "r11-08", "magento", "luxury", 3, '"Known, too, as: BS 1363 plugs & sockets."; "Also to note: gardening (dry conditions)."'),
    (31, "r11-08", "facebook", "professional", 3, '"Also searched as: BS 1363 plugs & sockets."; "Also: gardening (dry conditions)."'),
    (32, "r11-08", "generic", "casual", 3, '"You might know it as: BS 1363 plugs & sockets."; "On top of that: gardening (dry conditions)."'),
    # r11-09 easel
    (33, "r11-09", "etsy", "professional", 3, 'Broken grammar "It has a tools incl (allen key)."; raw keyword "Also of note: kids art easel wooden."; tags "art supplies", "drawing supplies" although chalk, pens and paints are NOT included'),
    (34, "r11-09", "ebay", "luxury", 3, '"In pine & MDF, and complete with a tools incl (allen key): the Double-Sided Wooden Art Easel for Kids."; subtitle "Pine & MDF and tools incl (allen key)"'),
    (35, "r11-09", "aliexpress", "casual", 3, '"It\'s made of pine & MDF, with a tools incl (allen key)."; filler "it can be set to suit the person using it"'),
    (36, "r11-09", "shopify", "technical", 3, '"Parts: a tools incl (allen key)." / "Component list: tools incl (allen key)"; gift and parcel weight inside "Additional features"'),
    # r11-10 baby carrier (details text)
    (37, "r11-10", "amazon", "casual", 2, 'Lead bullet is the wash history: "THE GOOD STUFF: It\'s washed on 30° delicate (per label) & line dried."; weight range, 4 positions and the airway-safety line are not in any bullet; "from smoke free;"; story order reversed'),
    (38, "r11-10", "shopify", "luxury", 3, '"Moreover, it is washed on 30° delicate (per label) & line dried." as a virtue; safety line buried mid-paragraph; "Its condition: condition: GOOD"'),
    (39, "r11-10", "bigcommerce", "technical", 3, '"Characteristics: washed on 30° delicate (per label) & line dried"; "Additional features: USED ~10 months w/ 1 baby"; safety line buried in "Details:"'),
    (40, "r11-10", "aliexpress", "professional", 3, 'Usage listed as the key feature: "Key features: USED ~10 months w/ 1 baby."; "from smoke free;"; safety line buried'),
    # r11-11 chain & sprocket kit
    (41, "r11-11", "generic", "luxury", 4, 'Raw keyword and shipping as a fact: "Worth knowing: chain and sprocket kit honda CBR125R; free UK tracked."; luxury "fashioned from steel" on a chain kit; fitment and warning kept whole'),
    (42, "r11-11", "ebay", "technical", 5, 'Faithful, fitment and NOT-fit kept, warning whole; still a dump: "Details: chain and sprocket kit honda CBR125R; free UK tracked."'),
    (43, "r11-11", "amazon", "professional", 4, 'Thin bullet "MATERIAL: Made of steel." while fitment hides in "GOOD TO KNOW"; shipping in a bullet "free UK tracked"; search terms "trade workshop enquiries welcome"'),
    (44, "r11-11", "shopify", "casual", 4, 'SEO title stripped of the fitment that buyers search for: "Chain & Sprocket Kit"; bullet "Trade & workshop enquiries welcome"'),
    # r11-12 wiper blades
    (45, "r11-12", "walmart", "technical", 3, 'Fitment list cut across fields: "Further features: Kia Rio 2011-2017, replace every 6-12 months, fitting takes approx 2 mins and free 2nd class post."; key features lead with "Quiet" and omit the NOT-for-pinch-tab restriction'),
    (46, "r11-12", "facebook", "casual", 3, '"And more: Kia Rio 2011-2017, replace every 6-12 months, fitting takes approx 2 mins, plus free 2nd class post."; "plus also incl 9x4 hook adaptor"'),
    (47, "r11-12", "etsy", "professional", 3, 'Only 12 tags, several junk: "class post", "free 2nd class post", "FITMENT EXAMPLES", "blades pair"; "More features: Kia Rio 2011-2017"'),
    (48, "r11-12", "ebay", "luxury", 3, '"Also of interest: Kia Rio 2011-2017, replace every 6-12 months"; subtitle "Quiet, streak free and front wiper blades pair"; title ends "Front Set Quiet"'),
    # r11-13 sunscreen (details text) - reef-friendly qualifier destroyed
    (49, "r11-13", "facebook", "casual", 2, 'Legal qualifier turned into a free-from claim: "There\'s no oxybenzone, no octinoxate and no legal definition."; orphaned "Plus: we mean free from oxybenzone & octinoxate."; "zinc Oxide" re-cased'),
    (50, "r11-13", "bigcommerce", "technical", 2, '"Note: no oxybenzone, no octinoxate and no legal definition."; a claim filed as safety: "Safety information ... Suitable for sensitive skin."'),
    (51, "r11-13", "walmart", "luxury", 2, 'Key features carry a dangling "Reef friendly*" and "We mean free from oxybenzone & octinoxate" with the no-legal-definition disclaimer lost; "It has no oxybenzone, no octinoxate and no legal definition."; "FOR EXTERNAL USE ONLY" absent from key features'),
    (52, "r11-13", "generic", "professional", 2, '"It has no oxybenzone, no octinoxate and no legal definition."; "Additionally: we mean free from oxybenzone & octinoxate."'),
    # r11-14 safety razor - use areas turned into parts
    (53, "r11-14", "target", "technical", 1, 'Invented contents: uses (legs, face, head) became parts: "Parts: legs and a head."; title "Chrome Plated Brass, Legs"'),
    (54, "r11-14", "woocommerce", "professional", 2, 'Details bullets "Legs", "Head", "Face" read as parts; meta description "DE safety razor, chrome plated brass, legs, head"'),
    (55, "r11-14", "aliexpress", "casual", 1, 'Invented contents: "You get legs, plus a head."; title ends "chrome plated brass, legs, head"'),
    (56, "r11-14", "shopify", "luxury", 1, 'Invented contents: "complete with legs as well as a head, the Double Edge Safety Razor is a DE safety razor"'),
    # r11-15 recipe ebook (details text) - allergen note truncated
    (57, "r11-15", "target", "professional", 2, 'Allergen note cut to nuts only, "soy & gluten" pushed into the feature list: "NOTE: some recipes contain nuts." / "Also: servings, macros (kcal, protein, carbs, fat) per serving, soy & gluten and substitutions given."; nonsense "contains no animal-derived ingredients, as it has vegan recipe eBook PDF"; working-mum story dropped'),
    (58, "r11-15", "generic", "luxury", 2, '"With vegan recipe eBook PDF, it contains no animal-derived ingredients."; truncated "NOTE: some recipes contain nuts."; "soy & gluten as well as substitutions given"'),
    (59, "r11-15", "walmart", "technical", 2, 'Fragments as key features "W/ photos", "Prep time", "Servings"; "Advantage of this part: contains no animal-derived ingredients"; allergen line cut to "some recipes contain nuts"'),
    (60, "r11-15", "magento", "casual", 2, 'Allergens listed as a feature bullet: "Soy & gluten"; device names as bullets "Tablet", "Computer"; safety block reads only "NOTE: some recipes contain nuts."'),
    # r11-16 preschool worksheets
    (61, "r11-16", "shopify", "technical", 5, 'Faithful, DIGITAL-ONLY notice kept; dump framing "Intended use: for the nursery." and a catch-all "Additional features:" bullet'),
    (62, "r11-16", "magento", "professional", 4, 'Audience words as product details: bullets "Homeschool" and "Kindergarten"; "designed for the nursery" narrows a homeschool/classroom product'),
    (63, "r11-16", "etsy", "luxury", 4, 'Tags padded with doubles: "Tracing pages", "Tracing", "Numbers pages", "Numbers", "Printable pages", "Printable" (no "preschool worksheets", "EYFS", "letter tracing")'),
    (64, "r11-16", "facebook", "casual", 4, 'Raw keyword run: "And more: print at home, homeschool, kindergarten, plus files delivered as ZIP (5 PDFs)."'),
    # r11-17 fire pit
    (65, "r11-17", "generic", "technical", 3, 'Assembly time orphaned into the title and specs: "Rain Cover, 14kg / 31lb, approx 15 mins" / "Further specs: approx 15 mins."; rust warning filed as "Condition:"'),
    (66, "r11-17", "target", "casual", 3, 'Opens on a defect: "Current condition: will develop surface rust outdoors over time."; "Plus: approx 15 mins."'),
    (67, "r11-17", "amazon", "professional", 2, 'Bullets lead with "CONDITION: Will develop surface rust outdoors over time." and "SIZE: 14kg / 31lb."; no bullet carries the fire WARNING or "wood burning ONLY"; title ends "approx 15 Mins"'),
    (68, "r11-17", "facebook", "luxury", 3, '"As to condition: will develop surface rust outdoors over time."; "Also of interest: approx 15 mins."'),
    # r11-18 darts
    (69, "r11-18", "aliexpress", "luxury", 4, 'Use context as a detail: "weight tolerance +/- 0.2g as well as pub league"; shipping upgrade in features "Of note: beginner to intermediate; tracked upgrade available."'),
    (70, "r11-18", "bigcommerce", "casual", 4, 'Bullet "Pub league"; odd "You\'ll like them for use on bristle dartboards ONLY."; warning kept bold'),
    (71, "r11-18", "target", "technical", 4, '"Feature list: 48mm barrel length, weight tolerance +/- 0.2g, straight barrel w/ ring grip and pub league."'),
    (72, "r11-18", "woocommerce", "professional", 4, 'Bullet "Pub league"; "Further information: beginner to intermediate; tracked upgrade available."'),
    # r11-19 skateboard (details text)
    (73, "r11-19", "aliexpress", "luxury", 4, 'Packaging as a feature: "which is boxed with 5" aluminium trucks"; title ends "aluminium trucks, boxed"; nephew story dropped'),
    (74, "r11-19", "target", "professional", 4, '"is boxed, with 5" aluminium trucks and 52mm 99A PU wheels"; nephew story dropped'),
    (75, "r11-19", "generic", "technical", 5, 'Faithful and complete incl. story and warning; dump framing "Item: Complete Skateboard 8.0" - 7 Ply Canadian Maple, ABEC-7 - Used Once, boxed."'),
    (76, "r11-19", "ebay", "casual", 4, 'Title "Used Once Boxed" and opener "It\'s boxed." waste the best selling point (basically new)'),
    # r11-20 parrot toy - "no glue" negation lost
    (77, "r11-20", "target", "casual", 2, 'Negation damage: seller\'s bird-safe "no glue" became "No glue needed."; opener "You get cardboard rolls."; price "bundle 3 for £30" inside "The good stuff"'),
    (78, "r11-20", "amazon", "professional", 2, 'Lead bullet "KEY FEATURES: It comes with cardboard rolls."; "MATERIAL: Made of wood."; "No glue needed."; not-for-small-birds missing from bullets'),
    (79, "r11-20", "woocommerce", "technical", 2, '"No glue needed."; "Component list: cardboard rolls"; SEO title "Parrot Foraging Toy"'),
    (80, "r11-20", "etsy", "luxury", 2, '"No glue needed."; tags "wood", "Sisal", "Palm Leaf" waste slots; title "| cardboard rolls | loofah"'),
    # r11-21 curtains
    (81, "r11-21", "generic", "casual", 3, 'Instruction turned into contents: "You get pair (2 panels), plus a please measure your pole."; "On top of that: energy saving, plus message us."; title repeats "Pair ... pair (2 panels)"'),
    (82, "r11-21", "facebook", "luxury", 3, '"with pair (2 panels) as well as a please measure your pole"; "Also to note: energy saving as well as message us."'),
    (83, "r11-21", "walmart", "professional", 2, 'Key features include "Please measure your pole" and "Message us" while the per-panel width warning is absent from them; spec block "Key parts: pair (2 panels), please measure your pole"'),
    (84, "r11-21", "magento", "technical", 2, 'Garble reaches the meta description: "specifications: pair (2 panels), please measure your pole and tiebacks incl."; "Parts: pair (2 panels) and a please measure your pole."'),
    # r11-22 doormat (details text)
    (85, "r11-22", "ebay", "luxury", 3, 'Nonsense opener: "Above all, the Personalised Coir Doormat 60 x 40cm is up to 3 lines of text."; occasions merged into the print rule "we print what you send incl spelling & capitals, housewarming, new home as well as moving day"'),
    (86, "r11-22", "woocommerce", "technical", 3, '"Properties: up to 3 lines of text. Function: it will shed fibres at first"'),
    (87, "r11-22", "bigcommerce", "casual", 3, '"It\'s up to 3 lines of text."; rundown bullets "Housewarming", "New home", "Moving day"'),
    (88, "r11-22", "magento", "professional", 4, 'Occasion bullets "Housewarming", "New home", "Moving day"; "Importantly, it will shed fibres at first"; print-exactly rule and story kept'),
    # r11-23 Georgian spoons (details text)
    (89, "r11-23", "magento", "technical", 3, 'Hallmark as a component and as the meta: "Component list: leopard\'s head" / "specifications: leopard\'s head and lion passant."; opener "Item: Set of 6 Georgian Sterling Silver Teaspoons, lion passant and lightly polished."'),
    (90, "r11-23", "woocommerce", "casual", 3, '"You get a leopard\'s head, and they\'re lion passant and lightly polished."; bullets "Collectors", "Import duties buyer\'s responsibility"'),
    (91, "r11-23", "etsy", "professional", 3, 'Maker name shredded into tags: "Peter teaspoons", "Peter", "Ann Bateman" (no "Georgian", "antique", "1796", "hallmarked"); "are lion passant and lightly polished, with a leopard\'s head"'),
    (92, "r11-23", "facebook", "luxury", 3, 'A luxury antique reduced to "Consider the Set of 6 Georgian Sterling Silver Teaspoons, which are lion passant and lightly polished with a leopard\'s head."; "Its condition: condition:"'),
    # r11-24 stamp collection
    (93, "r11-24", "amazon", "casual", 3, 'Wear presented as the highlight: "THE GOOD STUFF: It\'s housed in Stanley Gibbons spring back album (some pages loose, spine worn)."; "intl at cost, please view all 24 photos, plus they form part of the description" in a bullet; toning/thins absent from bullets'),
    (94, "r11-24", "bigcommerce", "luxury", 3, '"Known, too, as: unpicked estate collection."; "as well as they form part of the description"; SEO title "GB Stamp Collection in Stanley Gibbons Album - Used" drops "Mint &"'),
    (95, "r11-24", "magento", "technical", 3, '"Also listed as: unpicked estate collection."; "Additional features: KGVI & QEII, nothing removed by me, weight approx 2kg / 4.4lb, intl at cost, please view all 24 photos"'),
    (96, "r11-24", "aliexpress", "professional", 3, '"Shoppers looking for a great britain stamp collection will find it in the GB Stamp Collection"; "Also searched as: unpicked estate collection."'),
    # r11-25 M8 bolts (details text)
    (97, "r11-25", "amazon", "casual", 3, 'Measuring note sold as a benefit: "THE GOOD STUFF: They\'re corrosion resistant, and you get a length measured under head."; NOT-for-chloride and NOT-5/16-UNC absent from bullets; "ALSO IN THE MIX" used twice'),
    (98, "r11-25", "facebook", "luxury", 3, '"Fashioned from A2-70 (304) stainless steel, the M8 x 40mm Stainless Steel Hex Head Bolts A2-70 come with a length measured under head."'),
    (99, "r11-25", "bigcommerce", "professional", 3, 'First bullet "Length measured under head"; account terms as product details "Trade accounts", "VAT invoices incl"; meta ends "and length measured under head."'),
    (100, "r11-25", "etsy", "technical", 3, '"Parts: a length measured under head."; tags "trade accounts", "trade accounts bolts", "measured under head"'),
]


def _details_ids():
    here = os.path.dirname(os.path.abspath(__file__))
    try:
        with open(os.path.join(here, "products.json"), encoding="utf-8") as f:
            return {p["id"] for p in json.load(f) if (p.get("details") or "").strip()}
    except OSError:
        return {"r11-01", "r11-03", "r11-05", "r11-10", "r11-13",
                "r11-15", "r11-19", "r11-22", "r11-23", "r11-25"}


def main():
    assert len(SCORES) == 100 and [r[0] for r in SCORES] == list(range(1, 101))
    s = [r[4] for r in SCORES]
    n = len(s)
    print(f"count            {n}")
    print(f"mean             {statistics.mean(s):.2f}")
    print(f"median           {statistics.median(s):.1f}")
    print(f"share >=8        {sum(x >= 8 for x in s) / n:.0%}")
    print(f"share >=6        {sum(x >= 6 for x in s) / n:.0%}")
    print(f"share <=2        {sum(x <= 2 for x in s) / n:.0%}")
    print("histogram")
    c = Counter(s)
    for k in range(1, 11):
        print(f"  {k:2d} | {'#' * c[k]:<52} {c[k]}")

    def by(idx, label):
        g = defaultdict(list)
        for r in SCORES:
            g[r[idx]].append(r[4])
        print(f"mean by {label}")
        for k in sorted(g, key=lambda k: (-statistics.mean(g[k]), k)):
            print(f"  {k:<12} {statistics.mean(g[k]):.2f}  (n={len(g[k])})")

    by(3, "tone")
    by(2, "platform")
    d = _details_ids()
    w = [r[4] for r in SCORES if r[1] in d]
    wo = [r[4] for r in SCORES if r[1] not in d]
    print(f"mean with details text     {statistics.mean(w):.2f}  (n={len(w)})")
    print(f"mean without details text  {statistics.mean(wo):.2f}  (n={len(wo)})")


if __name__ == "__main__":
    main()
