"""Blind review r3 — 100 listings, scores 1-10 (10 = paste unchanged, 8 = one tiny edit,
5 = needs real rewriting, 1 = harmful or false). Run: python3 scores.py"""
from statistics import mean, median
from collections import Counter, defaultdict

# (listing #, product id, platform, tone, seller pasted details?, score)
SCORES = [
 (1,'p01','shopify','professional',False,6),(2,'p01','woocommerce','casual',False,6),
 (3,'p01','target','luxury',False,4),(4,'p01','amazon','technical',False,4),
 (5,'p02','facebook','casual',False,4),(6,'p02','generic','luxury',False,4),
 (7,'p02','walmart','technical',False,4),(8,'p02','aliexpress','professional',False,5),
 (9,'p03','etsy','luxury',True,5),(10,'p03','bigcommerce','technical',True,4),
 (11,'p03','magento','professional',True,5),(12,'p03','ebay','casual',True,4),
 (13,'p04','etsy','technical',False,3),(14,'p04','amazon','professional',False,3),
 (15,'p04','shopify','casual',False,2),(16,'p04','facebook','luxury',False,3),
 (17,'p05','target','professional',False,6),(18,'p05','generic','casual',False,5),
 (19,'p05','aliexpress','luxury',False,4),(20,'p05','magento','technical',False,6),
 (21,'p06','ebay','casual',False,6),(22,'p06','bigcommerce','luxury',False,5),
 (23,'p06','walmart','technical',False,7),(24,'p06','woocommerce','professional',False,6),
 (25,'p07','generic','luxury',False,2),(26,'p07','walmart','technical',False,2),
 (27,'p07','magento','professional',False,3),(28,'p07','shopify','casual',False,3),
 (29,'p08','woocommerce','technical',True,4),(30,'p08','amazon','professional',True,5),
 (31,'p08','aliexpress','casual',True,5),(32,'p08','facebook','luxury',True,5),
 (33,'p09','bigcommerce','professional',False,6),(34,'p09','etsy','casual',False,4),
 (35,'p09','target','luxury',False,4),(36,'p09','ebay','technical',False,5),
 (37,'p10','etsy','casual',True,3),(38,'p10','shopify','luxury',True,4),
 (39,'p10','target','technical',True,4),(40,'p10','magento','professional',True,5),
 (41,'p11','bigcommerce','luxury',True,3),(42,'p11','ebay','technical',True,3),
 (43,'p11','aliexpress','professional',True,2),(44,'p11','facebook','casual',True,3),
 (45,'p12','woocommerce','technical',False,5),(46,'p12','generic','professional',False,5),
 (47,'p12','amazon','casual',False,4),(48,'p12','walmart','luxury',False,5),
 (49,'p13','target','professional',True,6),(50,'p13','walmart','casual',True,4),
 (51,'p13','generic','luxury',True,5),(52,'p13','facebook','technical',True,5),
 (53,'p14','bigcommerce','casual',True,3),(54,'p14','aliexpress','luxury',True,2),
 (55,'p14','magento','technical',True,3),(56,'p14','ebay','professional',True,2),
 (57,'p15','woocommerce','luxury',True,2),(58,'p15','etsy','technical',True,2),
 (59,'p15','amazon','professional',True,2),(60,'p15','shopify','casual',True,2),
 (61,'p16','shopify','technical',False,5),(62,'p16','walmart','professional',False,5),
 (63,'p16','woocommerce','casual',False,5),(64,'p16','generic','luxury',False,4),
 (65,'p17','amazon','professional',False,1),(66,'p17','target','casual',False,1),
 (67,'p17','etsy','luxury',False,1),(68,'p17','ebay','technical',False,1),
 (69,'p18','facebook','casual',False,5),(70,'p18','bigcommerce','luxury',False,5),
 (71,'p18','aliexpress','technical',False,5),(72,'p18','magento','professional',False,6),
 (73,'p19','magento','luxury',False,1),(74,'p19','woocommerce','technical',False,1),
 (75,'p19','amazon','professional',False,1),(76,'p19','facebook','casual',False,1),
 (77,'p20','etsy','technical',False,2),(78,'p20','walmart','professional',False,2),
 (79,'p20','target','casual',False,2),(80,'p20','ebay','luxury',False,2),
 (81,'p21','shopify','professional',False,4),(82,'p21','bigcommerce','casual',False,4),
 (83,'p21','aliexpress','luxury',False,4),(84,'p21','generic','technical',False,4),
 (85,'p22','etsy','casual',False,3),(86,'p22','walmart','luxury',False,2),
 (87,'p22','magento','technical',False,5),(88,'p22','bigcommerce','professional',False,5),
 (89,'p23','ebay','luxury',True,4),(90,'p23','amazon','technical',True,4),
 (91,'p23','facebook','professional',True,6),(92,'p23','aliexpress','casual',True,4),
 (93,'p24','shopify','technical',True,7),(94,'p24','generic','professional',True,6),
 (95,'p24','target','casual',True,6),(96,'p24','woocommerce','luxury',True,6),
 (97,'p25','woocommerce','professional',True,6),(98,'p25','magento','casual',True,6),
 (99,'p25','target','luxury',True,5),(100,'p25','etsy','technical',True,4),
]
scores = [s[-1] for s in SCORES]
assert len(SCORES) == 100 and [s[0] for s in SCORES] == list(range(1, 101))

def summ(xs):
    return f"n={len(xs):3d} mean={mean(xs):.2f} median={median(xs):.1f} share>=8={sum(x>=8 for x in xs)/len(xs):.0%}"

if __name__ == "__main__":
    print("ALL      ", summ(scores))
    print("distribution", dict(sorted(Counter(scores).items())))
    for idx, label in ((3, "tone"), (2, "platform")):
        g = defaultdict(list)
        for s in SCORES: g[s[idx]].append(s[-1])
        print(f"\nby {label}:")
        for k in sorted(g, key=lambda k: -mean(g[k])): print(f"  {k:12s}", summ(g[k]))
    print("\nwith pasted details   ", summ([s[-1] for s in SCORES if s[4]]))
    print("without pasted details", summ([s[-1] for s in SCORES if not s[4]]))
    g = defaultdict(list)
    for s in SCORES: g[s[1]].append(s[-1])
    print("\nby product:", {k: round(mean(v), 2) for k, v in g.items()})
    print("false/harmful (<=2):", [s[0] for s in SCORES if s[-1] <= 2])
